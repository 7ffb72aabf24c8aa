/**
 * A CSV document (RFC 4180) from rows of cells: a cell with a comma, a quote, or a line break is
 * quoted (its quotes doubled); rows end with CRLF, as spreadsheets and the GST offline tool
 * expect.
 *
 * @example
 * writeCsv([['Place Of Supply', 'Rate'], ['29-Karnataka', '18']]); // 'Place Of Supply,Rate\r\n29-Karnataka,18\r\n'
 */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  const quoted = (cell: string) =>
    /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  return rows.map((row) => `${row.map(quoted).join(',')}\r\n`).join('');
}
