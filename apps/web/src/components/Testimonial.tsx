import { Rating } from './Rating';

interface TestimonialProps {
  quote: string;
  name: string;
  rating?: number;
  /** e.g. 'Verified buyer' */
  detail?: string | null | undefined;
}

/** A shopper's words with their name and stars. */
export function Testimonial({ quote, name, rating, detail }: TestimonialProps) {
  return (
    <figure className="flex h-full flex-col gap-3 rounded-xl bg-surface-muted p-5">
      {rating ? <Rating value={rating} size={14} /> : null}
      <blockquote className="flex-1 text-ink">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="text-sm font-medium">
        {name}
        {detail ? <span className="block font-normal text-ink-muted">{detail}</span> : null}
      </figcaption>
    </figure>
  );
}
