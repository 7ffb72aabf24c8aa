import { Link } from 'react-router-dom';
import type { Store } from '@/lib/schemas/store';

/** A `tel:` address from a phone as people write it ('+91 80 4718 2290' → 'tel:+918047182290'). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The footer's help column, from the store data: customer care (call, email, hours) and links to
 * the store's policy pages (/policies/<slug>). Renders nothing the store does not publish.
 */
export function CustomerCare({ store }: { store: Store | null }) {
  const care = store?.customerCare;
  const policies = store?.policies ?? [];
  if (!care && policies.length === 0) return null;
  return (
    <div className="space-y-4">
      {care ? (
        <section aria-labelledby="footer-customer-care" className="space-y-1">
          <h2 id="footer-customer-care" className="mb-2 font-semibold">
            Customer care
          </h2>
          <p>
            <a href={telHref(care.phone)} className="inline-flex min-h-8 items-center">
              {care.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${care.email}`} className="inline-flex min-h-8 items-center break-all">
              {care.email}
            </a>
          </p>
          <p className="text-ink-muted">{care.hours}</p>
        </section>
      ) : null}
      {policies.length > 0 ? (
        <nav aria-label="Policies">
          <h2 className="mb-2 font-semibold">Policies</h2>
          <ul className="space-y-1">
            {policies.map((policy) => (
              <li key={policy.slug}>
                <Link to={`/policies/${policy.slug}`} className="inline-flex min-h-8 items-center">
                  {policy.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
