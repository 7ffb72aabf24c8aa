/** Hands a blob to the browser as a download named `filename`. */
function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Hands a text file to the browser as a download (CSV exports).
 *
 * @example
 * downloadText('orders.csv', 'text/csv; charset=utf-8', csv);
 */
export function downloadText(filename: string, contentType: string, content: string): void {
  downloadBlob(filename, new Blob([content], { type: contentType }));
}

/**
 * Hands a file the API sent as base64 (a courier's label or manifest PDF) to the browser as a
 * download, which a phone opens in its PDF viewer to print.
 *
 * @example
 * downloadBase64('label-HAAT-10234-S1.pdf', 'application/pdf', pdfBase64);
 */
export function downloadBase64(filename: string, contentType: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  downloadBlob(filename, new Blob([bytes], { type: contentType }));
}
