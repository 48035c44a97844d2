// The teacher's today as a calendar day, 'YYYY-MM-DD', to which a class's due dates (calendar
// days, docs/decisions/0030) are compared. Here, in the class area's lazy chunk, rather than in
// lib/calendar-day.ts, which the learner's first load carries (docs/decisions/0015).
export function localDay(iso: string): string {
  const day = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
