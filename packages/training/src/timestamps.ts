// Attempts and device states carry ISO 8601 timestamps made by the device. They are compared as
// instants, as Postgres compares timestamptz, so "…T10:00:00Z" and "…T10:00:00.000+00:00" tie.

// A zone is required: without one, Date.parse reads local time and two devices would disagree.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;

/** True for an ISO 8601 date-time with a zone that names a real instant. */
export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

/** Milliseconds since the epoch; throws a RangeError naming the value when it is no timestamp. */
export function instantOf(timestamp: string): number {
  if (!isTimestamp(timestamp)) {
    throw new RangeError(`Expected an ISO 8601 timestamp with a zone, got "${timestamp}"`);
  }
  return Date.parse(timestamp);
}

/** Negative when a is earlier, positive when later, 0 for the same instant. */
export function compareInstants(a: string, b: string): number {
  return instantOf(a) - instantOf(b);
}

/** The later of a state's time and a new event's, so a clock set back never moves a state back. */
export function latestOf(current: string | null, next: string): string {
  return current !== null && compareInstants(current, next) > 0 ? current : next;
}
