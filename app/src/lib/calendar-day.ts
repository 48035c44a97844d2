// A calendar date without a time ('2026-12-04', as PostgreSQL's `date` sends it) shown as a day:
// 'sexta-feira, 4 de dezembro'. Read at noon local time, so no time zone moves it to the day
// before.
export function dayText(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00`));
}
