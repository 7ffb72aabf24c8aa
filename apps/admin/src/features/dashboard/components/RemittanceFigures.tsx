import { Link } from 'react-router-dom';
import { formatCount } from '@/lib/money';
import { useCan } from '@/stores/sessionStore';
import type { Dashboard } from '../api/dashboard';

const FIGURES = [
  { kind: 'short', label: 'Short remittances' },
  { kind: 'excess', label: 'Excess remittances' },
  { kind: 'overdue', label: 'Overdue remittances' },
] as const;

const FIGURE_CLASS =
  'grid rounded-md border p-3 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * Today's COD remittance exceptions (short, excess, overdue AWBs): each count opens its part of
 * the COD remittances report for staff who may read it (owners and managers), and is plain text
 * for the others.
 *
 * @example
 * <RemittanceFigures counts={dashboard.codRemittanceExceptions} />
 */
export function RemittanceFigures({ counts }: { counts: Dashboard['codRemittanceExceptions'] }) {
  const canOpen = useCan('ORDERS_EXPORT');
  return (
    <ul className="grid grid-cols-3 gap-2" aria-label="COD remittance exceptions">
      {FIGURES.map(({ kind, label }) => {
        const body = (
          <>
            <span className="text-2xl font-semibold">{formatCount(counts[kind])}</span>{' '}
            <span className="text-sm">{label}</span>
          </>
        );
        return (
          <li key={kind}>
            {canOpen ? (
              <Link to={`/cod-remittances#${kind}`} className={FIGURE_CLASS}>
                {body}
              </Link>
            ) : (
              <p className="grid rounded-md border p-3">{body}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
