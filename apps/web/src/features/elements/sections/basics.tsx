import { AlertBox } from '@/components/AlertBox';
import { Icon, ICONS } from '@/components/icons';
import { Price } from '@/components/Price';

export function TypographySection() {
  return (
    <div className="space-y-4">
      <p className="text-3xl font-semibold">Heading one, 30 px</p>
      <p className="text-2xl font-semibold">Heading two, 24 px</p>
      <p className="text-xl font-semibold">Heading three, 20 px</p>
      <p className="text-lg font-medium">Heading four, 18 px</p>
      <p>
        Body text at 16 px: clean, effective skincare rooted in Indian ingredients.{' '}
        <strong>Bold</strong>, <em>italic</em> and{' '}
        <a href="/shop" className="text-brand underline">
          a link
        </a>
        .
      </p>
      <p className="text-sm text-ink-muted">Small, muted text for notes and captions.</p>
      <ul className="ml-5 list-disc">
        <li>Dermatologically tested</li>
        <li>Made in India</li>
      </ul>
      <blockquote className="border-l-4 border-brand pl-4 italic">
        Skincare made for Indian weather.
      </blockquote>
      <Price price={1099} listingPrice={1398} showSave size="lg" />
    </div>
  );
}

export function TitlesSection() {
  return (
    <div className="space-y-6">
      <div className="flex items-baseline justify-between gap-3 border-b border-line pb-2">
        <p className="text-xl font-semibold">Best sellers</p>
        <a href="/collections/bestsellers" className="text-sm font-medium text-brand underline">
          View all
        </a>
      </div>
      <div className="text-center">
        <p className="text-sm font-medium uppercase tracking-widest text-accent-strong">
          New this month
        </p>
        <p className="text-2xl font-semibold">Fresh arrivals</p>
        <p className="text-ink-muted">Just launched: be the first to try them.</p>
      </div>
    </div>
  );
}

export function ButtonsSection() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn-primary">
        Add to cart
      </button>
      <button type="button" className="btn-secondary">
        Buy now
      </button>
      <button type="button" className="btn-primary" disabled>
        Out of stock
      </button>
      <button type="button" className="btn-secondary" disabled>
        Unavailable
      </button>
      <button type="button" className="icon-btn border border-line" aria-label="Add to wishlist">
        <Icon name="heart" />
      </button>
      <button type="button" className="icon-btn border border-line" aria-label="Quick view">
        <Icon name="eye" />
      </button>
      <a href="/shop" className="btn-primary">
        A link styled as a button
      </a>
    </div>
  );
}

export function AlertsSection() {
  return (
    <div className="space-y-3">
      <AlertBox status="error" title="Error">
        Please enter valid pincode
      </AlertBox>
      <AlertBox status="success" title="Success">
        Your coupon has been availed
      </AlertBox>
      <AlertBox status="warning" title="Warning">
        Only 3 left in stock
      </AlertBox>
      <AlertBox status="info" title="Info">
        Free shipping on orders above ₹499
      </AlertBox>
      <AlertBox status="transparent">A plain note without colour.</AlertBox>
    </div>
  );
}

export function IconsSection() {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
      {Object.keys(ICONS).map((name) => (
        <li
          key={name}
          className="flex flex-col items-center gap-1 rounded-lg border border-line p-3 text-sm"
        >
          <Icon name={name} />
          {name}
        </li>
      ))}
    </ul>
  );
}
