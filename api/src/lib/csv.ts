// RFC 4180 CSV: fields separated by commas, records by CRLF (LF accepted on input), a field
// quoted when it holds a comma, quote or line break, quotes inside doubled. No package in the
// workspace does this, and it is small enough to own.

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = (): void => {
    row.push(field);
    field = '';
  };
  const endRow = (): void => {
    endField();
    rows.push(row);
    row = [];
  };
  for (; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 1;
    } else if (char === '\n') {
      endRow();
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error('The CSV ends inside a quoted field.');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

const NEEDS_QUOTES = /[",\r\n]/;

function quote(cell: string): string {
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Defuses a cell a spreadsheet program would run as a formula by prefixing a single quote.
 * The bare '-' placeholder of empty sheet cells is not a formula and stays as it is.
 */
export function neutraliseCell(cell: string): string {
  return cell !== '-' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + (rows.length > 0 ? '\r\n' : '');
}
