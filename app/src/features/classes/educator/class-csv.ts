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

/**
 * A moment as a spreadsheet reads a date and time in the educator's own clock (the same as on
 * screen): '26/11/2026 16:28' for Portuguese, which Excel and Sheets set to pt-BR read as a
 * date; ISO's '2026-11-26 16:28' for English, which any locale reads. `timeZone` is the device's
 * unless a test gives one.
 */
export function spreadsheetDateTime(iso: string, language: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return language.startsWith('pt')
    ? `${part('day')}/${part('month')}/${part('year')} ${time}`
    : `${part('year')}-${part('month')}-${part('day')} ${time}`;
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
