/**
 * Hands a text file to the browser as a download (CSV exports).
 *
 * @example
 * downloadText('orders.csv', 'text/csv; charset=utf-8', csv);
 */
export function downloadText(filename: string, contentType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
