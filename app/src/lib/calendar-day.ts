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
