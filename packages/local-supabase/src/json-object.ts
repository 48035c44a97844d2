// The one check, shared by the backend's routes and the tools that read JSON bodies, that a
// parsed JSON value is an object with named fields (not null, not a list).

/** True for a JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
