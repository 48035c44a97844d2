// The learner's today as a calendar day, 'YYYY-MM-DD', to which the class's due dates (calendar
// days, docs/decisions/0030) are compared on a class session's closing card (decision 0072). The
// class area keeps its own copy (features/classes/local-day.ts): features do not import each other.
export function localDay(iso: string): string {
  const day = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
