// The class's progress as a spreadsheet file. Semicolons and a byte-order mark: Excel set to
// Portuguese (Brazil) reads ';' as the column separator (',' is its decimal mark) and needs the
// mark to read accents as UTF-8; Google Sheets and LibreOffice read it too (decision 0012).

const SEPARATOR = ';';
const BOM = '\uFEFF';

/** One cell: quoted when it holds a separator, a quote or a line break; quotes doubled. */
function cell(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would be read as a formula by a spreadsheet (CSV injection).
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

type Row = readonly (string | number)[];

export function toCsv(header: Row, rows: readonly Row[]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** A file name from the class's name: letters and digits kept, accents dropped, spaces as '-'. */
export function fileSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'turma'
  );
}
