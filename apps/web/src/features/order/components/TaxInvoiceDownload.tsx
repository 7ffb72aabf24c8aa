import { useState } from 'react';
import { fetchTaxInvoice } from '../api/taxInvoice';

const MESSAGES = {
  none: 'No tax invoice has been issued for this order yet: it is issued when your order is dispatched.',
  failed: 'Your invoice could not be downloaded. Please try again.',
} as const;

/** Saves a blob under a file name, the way a download link does. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * "Download tax invoice" on the order page of its owner: fetches the PDF with the shopper's
 * credentials (a plain link cannot send them) and saves it; says so when none was issued.
 */
export function TaxInvoiceDownload({ orderId }: { orderId: string }) {
  const [state, setState] = useState<'idle' | 'busy' | keyof typeof MESSAGES>('idle');
  async function download() {
    setState('busy');
    const answer = await fetchTaxInvoice(orderId);
    if (answer.kind === 'pdf') {
      save(answer.blob, answer.filename);
      setState('idle');
    } else {
      setState(answer.kind);
    }
  }
  return (
    <div className="space-y-1 text-sm">
      <button
        type="button"
        className="btn-secondary w-full"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? 'Preparing your invoice…' : 'Download tax invoice'}
      </button>
      {state === 'none' || state === 'failed' ? <p role="status">{MESSAGES[state]}</p> : null}
    </div>
  );
}
