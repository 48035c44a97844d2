// A stable id for this browser, so review picks count per device and saves from two devices
// add up instead of overwriting each other (supabase/README.md: review_counts).
const KEY = 'ths:device-id';

export function deviceId(storage: Storage = localStorage): string {
  const existing = storage.getItem(KEY);
  if (existing && existing.length <= 64) return existing;
  const id = crypto.randomUUID();
  storage.setItem(KEY, id);
  return id;
}
