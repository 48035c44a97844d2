/** The device's IANA time zone: the learner's week runs Monday to Sunday there (docs/decisions/0024). */
export function learnerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
