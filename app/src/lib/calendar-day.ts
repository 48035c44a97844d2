// A calendar date without a time ('2026-12-04', as PostgreSQL's `date` sends it) shown as a day:
// 'sexta-feira, 4 de dezembro'. Read at noon local time, so no time zone moves it to the day
// before. Never throws: a text that is no day ('infinity', a year past JavaScript's dates, on which
// Intl.DateTimeFormat throws) is shown as it is (issue 41).
export function dayText(date: string, language: string): string {
  const day = new Date(`${date}T12:00:00`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(day);
}

/**
 * The calendar day of an instant on this device, 'YYYY-MM-DD': the teacher's today, to which a
 * class's due dates (calendar days, docs/decisions/0030) are compared.
 */
export function localDay(iso: string): string {
  const day = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
