/**
 * Hands a text file to the browser as a download (CSV exports).
 *
 * @example
 * downloadText('orders.csv', 'text/csv; charset=utf-8', csv);
 */
export function downloadText(filename: string, contentType: string, content: string): void {
  downloadBlob(filename, new Blob([content], { type: contentType }));
}

/** Clicks a temporary link to `blob`, named `filename`, and lets the blob go afterwards. */
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
 * Hands a base64-encoded file (the admin API's PDFs) to the browser as a download.
 *
 * @example
 * downloadBase64('INV2526-00001.pdf', 'application/pdf', document.pdfBase64);
 */
export function downloadBase64(filename: string, contentType: string, base64: string): void {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  downloadBlob(filename, new Blob([bytes], { type: contentType }));
}
