// One line for the server log: the error's message and Postgres code, never the query's
// parameters (they can hold password hashes and tokens).
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.message} (${code})` : (error.stack ?? error.message);
}
