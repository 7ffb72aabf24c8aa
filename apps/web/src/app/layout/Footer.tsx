import { Link } from 'react-router-dom';
import { PaymentBadges } from '@/components/PaymentBadges';
import { useCollections, useStoreSettings } from '@/features/store/hooks/storeData';
import { useStoreData } from '@/features/store/hooks/useStoreData';
import { CustomerCare } from './CustomerCare';
import { SocialLinks } from './SocialLinks';

/**
 * The footer: the store, shop links, collections, account links, customer care with the policy
 * pages, social profiles and payment badges.
 */
export function Footer() {
  const { store } = useStoreData();
  const collections = useCollections().slice(0, 6);
  const { codEnabled, prepaidEnabled } = useStoreSettings();
  return (
    <footer className="mt-12 border-t border-line bg-surface-muted pb-20 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 text-sm sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-2">
          <p className="text-lg font-bold text-brand">
            {store?.title ?? store?.name ?? 'Haat Skincare'}
          </p>
          <p className="text-ink-muted">
            {store?.description ?? 'Skincare made for Indian weather, delivered across India.'}
          </p>
          <SocialLinks links={store?.socialLinks} />
        </div>
        <nav aria-label="Shop">
          <h2 className="mb-2 font-semibold">Shop</h2>
          <ul className="space-y-1">
            <li>
              <Link to="/shop" className="inline-flex min-h-8 items-center">
                Shop all
              </Link>
            </li>
            {collections.map((collection) => (
              <li key={collection.id}>
                <Link
                  to={`/collections/${collection.slug}`}
                  className="inline-flex min-h-8 items-center"
                >
                  {collection.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Your account">
          <h2 className="mb-2 font-semibold">Your account</h2>
          <ul className="space-y-1">
            <li>
              <Link to="/pages/account" className="inline-flex min-h-8 items-center">
                My account
              </Link>
            </li>
            <li>
              <Link to="/pages/wishlist" className="inline-flex min-h-8 items-center">
                Wishlist
              </Link>
            </li>
            <li>
              <Link to="/pages/cart" className="inline-flex min-h-8 items-center">
                Cart
              </Link>
            </li>
            {store?.trackingUrl ? (
              <li>
                <a
                  href={store.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-8 items-center"
                >
                  Track your order
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <CustomerCare store={store} />
        <div className="space-y-2">
          <h2 className="font-semibold">Pay your way</h2>
          <PaymentBadges online={prepaidEnabled} cod={codEnabled} />
          <p className="text-ink-muted">
            © {store?.title ?? 'Haat Skincare'}. Prices in INR, inclusive of all taxes.
          </p>
        </div>
      </div>
    </footer>
  );
}
