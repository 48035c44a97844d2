// @vitest-environment node
import { expect, test } from 'vitest';
import { fileSlug, toCsv } from './class-csv.ts';

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
