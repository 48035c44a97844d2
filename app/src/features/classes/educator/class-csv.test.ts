// @vitest-environment node
import { expect, test } from 'vitest';
import { fileSlug, spreadsheetDateTime, toCsv } from './class-csv.ts';

test('a byte-order mark, semicolons, CRLF lines; numbers as they are', () => {
  expect(toCsv(['Aluno', 'Fase'], [['Ana', 2]])).toBe('\uFEFFAluno;Fase\r\nAna;2\r\n');
});

test('cells with a separator, a quote or a line break are quoted, quotes doubled', () => {
  const csv = toCsv(['a'], [['Ana; Bia'], ['O "Zé"'], ['linha\nnova']]);
  expect(csv.split('\r\n').slice(1, 4)).toEqual(['"Ana; Bia"', '"O ""Zé"""', '"linha\nnova"']);
});

test('a name that a spreadsheet would run as a formula is kept as text', () => {
  expect(
    toCsv(['a'], [['=HYPERLINK("x")'], ['-1'], ['@x']])
      .split('\r\n')
      .slice(1, 4),
  ).toEqual(['"\'=HYPERLINK(""x"")"', "'-1", "'@x"]);
});

test('file names keep letters and digits, without accents', () => {
  expect(fileSlug('5º Ano B — Manhã')).toBe('5o-ano-b-manha');
  expect(fileSlug('???')).toBe('turma');
});

test('dates are local dates and times a spreadsheet reads: dd/mm/yyyy in Portuguese, ISO in English', () => {
  // The database's UTC instant, 3 hours ahead of São Paulo: the file shows the educator's clock.
  const stored = '2026-11-26T19:28:07.722+00:00';
  expect(spreadsheetDateTime(stored, 'pt-BR', 'America/Sao_Paulo')).toBe('26/11/2026 16:28');
  expect(spreadsheetDateTime(stored, 'en', 'America/Sao_Paulo')).toBe('2026-11-26 16:28');
  // Midnight is 00, never 24; the date follows the local clock across midnight.
  expect(spreadsheetDateTime('2026-01-01T02:05:00Z', 'pt-BR', 'America/Sao_Paulo')).toBe(
    '31/12/2025 23:05',
  );
  expect(spreadsheetDateTime('2026-01-01T03:00:00Z', 'en', 'America/Sao_Paulo')).toBe(
    '2026-01-01 00:00',
  );
});
