import { dateFormatter } from '@/lib/dates';
import type { OrderProgress } from '../api/progress';

const formatWhen = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' });

/**
 * What happened to the order, oldest first (orderProgress's timeline): each step's words and
 * time, and once dispatched the courier, the AWB and a link to track the parcel.
 */
export function OrderTimeline({ timeline }: { timeline: OrderProgress['timeline'] }) {
  return (
    <section aria-labelledby="order-timeline-heading" className="space-y-2">
      <h2 id="order-timeline-heading" className="text-base font-semibold">
        Order timeline
      </h2>
      <ol className="space-y-3 border-l-2 border-line pl-4" aria-label="Order timeline">
        {timeline.map((step, index) => (
          <li key={`${step.at}-${index}`} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute -left-[1.4rem] top-1 size-3 rounded-full bg-brand"
            />
            <p className="font-medium">{step.title}</p>
            <p className="text-ink-muted">
              <time dateTime={step.at}>{formatWhen(step.at)}</time>
            </p>
            {step.awb ? (
              <p className="text-ink-muted">
                {step.courier ? `${step.courier} · ` : ''}AWB {step.awb}
              </p>
            ) : null}
            {step.trackingUrl ? (
              <a
                href={step.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Track your parcel (opens in a new tab)"
                className="inline-flex min-h-11 items-center font-medium text-brand underline"
              >
                Track your parcel
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
