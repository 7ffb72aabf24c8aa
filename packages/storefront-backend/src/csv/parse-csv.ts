/**
 * The rows of a CSV document (RFC 4180): fields split at commas, quoted fields may hold commas,
 * doubled quotes and line breaks; rows end at LF or CRLF; a leading byte-order mark is dropped
 * and empty lines are skipped. Answers the rows, or the line of an unclosed quote.
 *
 * @example
 * parseCsv('AWB,Amount\r\n"1234",598.00\r\n'); // { ok: true, rows: [['AWB', 'Amount'], ['1234', '598.00']] }
 */
export function parseCsv(
  text: string,
): { ok: true; rows: string[][] } | { ok: false; message: string } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source.charAt(i);
    if (quoted) {
      if (char === '"' && source.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && source.charAt(i + 1) === '\n')) {
      if (char === '\r') i += 1;
      endRow();
      line += 1;
    } else field += char;
  }
  if (quoted)
    return { ok: false, message: `Line ${quoteLine} opens a quote that is never closed.` };
  if (field !== '' || row.length > 0) endRow();
  return { ok: true, rows };
}
