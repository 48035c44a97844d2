/** A day as a child reads it, in the app's language: '28 de novembro', '28 November'. */
export function formatDay(timestamp: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' }).format(
    new Date(timestamp),
  );
}
