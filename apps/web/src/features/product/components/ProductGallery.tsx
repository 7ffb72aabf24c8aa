import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ProductImage } from '@/components/ProductImage';
import { useSlidesAfterFirst } from '@/components/useSlidesAfterFirst';
import { imageUrl } from '@/lib/images';
import type { ProductImageData } from '@/lib/schemas/product';

interface ProductGalleryProps {
  title: string;
  images: readonly ProductImageData[];
  /** Shows this picture (the chosen variant's) when it changes. */
  focusKey?: string | null | undefined;
}

/**
 * The product pictures: swipe the main picture (scroll snapping), use the arrow buttons, or the
 * thumbnails (Left/Right arrow keys move between them). The first picture is the page's LCP; the
 * others load once it has been painted or the shopper moves the gallery (useSlidesAfterFirst).
 */
export function ProductGallery({ title, images, focusKey }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const { rest, showRest, firstSettled } = useSlidesAfterFirst();

  const show = (next: number, focusThumb = false) => {
    const target = (next + count) % count;
    showRest();
    setIndex(target);
    const node = track.current;
    node?.scrollTo?.({ left: target * node.clientWidth, behavior: 'smooth' });
    if (focusThumb) thumbs.current[target]?.focus();
  };

  useEffect(() => {
    if (!focusKey) return;
    const target = images.findIndex((image) => image.imageKey === focusKey);
    showRest();
    const node = track.current;
    if (target >= 0 && node)
      node.scrollTo?.({ left: target * node.clientWidth, behavior: 'smooth' });
  }, [focusKey, images, showRest]);

  const onThumbKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1, true);
    else if (event.key === 'ArrowLeft') show(index - 1, true);
    else return;
    event.preventDefault();
  };

  if (count === 0) return <ProductImage imageKey={null} alt={title} />;
  return (
    <section aria-label={`${title} pictures`} aria-roledescription="carousel" className="space-y-3">
      <div className="relative">
        <ul
          ref={track}
          className="flex snap-x snap-mandatory overflow-x-auto rounded-lg [scrollbar-width:none]"
          onScroll={(event) => {
            const node = event.currentTarget;
            showRest();
            if (node.clientWidth > 0) setIndex(Math.round(node.scrollLeft / node.clientWidth));
          }}
        >
          {images.map((image, i) => (
            <li
              key={image.id}
              className="w-full shrink-0 snap-center"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
            >
              <ProductImage
                imageKey={i === 0 || rest ? image.imageKey : null}
                alt={image.alt ?? title}
                width={image.width}
                height={image.height}
                sizes="(min-width: 768px) 50vw, 100vw"
                priority={i === 0}
                onSettled={i === 0 ? firstSettled : undefined}
                className="aspect-square"
              />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <div className="pointer-events-none absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
            <button
              type="button"
              className="icon-btn pointer-events-auto bg-surface/90 shadow"
              aria-label="Previous picture"
              onClick={() => show(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="icon-btn pointer-events-auto bg-surface/90 shadow"
              aria-label="Next picture"
              onClick={() => show(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label="Choose a picture">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                ref={(node) => {
                  thumbs.current[i] = node;
                }}
                type="button"
                aria-label={`Picture ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                tabIndex={i === index ? 0 : -1}
                className="block size-16 overflow-hidden rounded-md border-2 border-transparent aria-[current=true]:border-brand"
                onClick={() => show(i)}
                onKeyDown={onThumbKey}
              >
                <img
                  src={imageUrl(image.imageKey, 200)}
                  width={64}
                  height={64}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
