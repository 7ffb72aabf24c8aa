import type { PinCodeLookup } from '../hooks/usePinCodeLookup';

function serviceText(cod: boolean, prepaid: boolean): string {
  if (cod && prepaid) return 'cash on delivery and online payment available';
  if (prepaid) return 'online payment only (no cash on delivery)';
  return 'cash on delivery only (no online payment)';
}

/** What the pin code lookup found, under the pin code field (announced politely). */
export function PinCodeStatus({ lookup }: { lookup: PinCodeLookup }) {
  const text = (() => {
    switch (lookup.status) {
      case 'idle':
        return null;
      case 'checking':
        return { tone: 'text-ink-muted', message: 'Checking delivery to this pin code…' };
      case 'failed':
        return { tone: 'text-warning', message: 'We could not check this pin code right now.' };
      case 'unknown':
        return { tone: 'text-danger', message: 'We do not deliver to this pin code yet.' };
      case 'found': {
        const { cod, prepaid, city } = lookup.zip;
        if (!cod && !prepaid)
          return { tone: 'text-danger', message: 'We do not deliver to this pin code yet.' };
        const place = city ? ` to ${city}` : '';
        return {
          tone: 'text-success',
          message: `Delivery available${place}: ${serviceText(cod, prepaid)}.`,
        };
      }
    }
  })();
  return (
    <span role="status" className={text?.tone}>
      {text?.message ?? ''}
    </span>
  );
}
