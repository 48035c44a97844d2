// A lazy chunk's loader that a dropped connection cannot break for good (issue 39, decision
// 0067): what arrived is kept, and after a failure the next call asks the network again, where
// React.lazy would keep the rejection for the rest of the visit. Chromium does not keep a failed
// dynamic import either: a later import() of the same file fetches it again.

/** `load` once it has succeeded; until then, each call after a failure tries again. */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
