// @vitest-environment node
import { expect, test } from 'vitest';
import { dayText } from './calendar-day.ts';

test('a calendar date is the same day in every time zone, with its weekday', () => {
  expect(dayText('2026-12-04', 'pt-BR')).toBe('sexta-feira, 4 de dezembro');
  expect(dayText('2026-12-04', 'en')).toBe('Friday, December 4');
  // 1 January stays 1 January, even west of Greenwich where midnight UTC is the day before.
  expect(dayText('2027-01-01', 'pt-BR')).toBe('sexta-feira, 1 de janeiro');
});

test('a text that is no day is shown as it is, never thrown on (issue 41)', () => {
  for (const odd of ['infinity', '-infinity', '5874897-12-31', 'amanhã']) {
    expect(dayText(odd, 'pt-BR')).toBe(odd);
  }
});
