import type { Store } from '@/lib/schemas/store';

type Network = 'instagram' | 'facebook' | 'twitter' | 'youtube' | 'pinterest';

const NETWORKS: readonly { key: Network; name: string; path: string }[] = [
  {
    key: 'instagram',
    name: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    key: 'facebook',
    name: 'Facebook',
    path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z',
  },
  { key: 'twitter', name: 'X (Twitter)', path: 'M4 4l7 9-7 7h2l6-6 5 6h4l-7-9 6-7h-2l-5 6-5-6H4z' },
  {
    key: 'youtube',
    name: 'YouTube',
    path: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8zm7 1v6l5-3-5-3z',
  },
  {
    key: 'pinterest',
    name: 'Pinterest',
    path: 'M12 3a9 9 0 0 0-3.3 17.4l1.3-5.4-.6-2.3c0-2.2 1.3-3.7 2.8-3.7 1.3 0 1.9 1 1.9 2.1 0 1.3-.8 3.2-1.2 5-.4 1.5.7 2.7 2.2 2.7 2.6 0 4.4-3.4 4.4-7.4 0-3-2-5.3-5.8-5.3',
  },
];

/** The store's social profiles as labelled icon links (external, new tab). */
export function SocialLinks({ links }: { links: Store['socialLinks'] }) {
  const present = NETWORKS.filter((network) => links?.[network.key]);
  if (present.length === 0) return null;
  return (
    <ul aria-label="Follow us" className="flex gap-1">
      {present.map((network) => (
        <li key={network.key}>
          <a
            href={links?.[network.key] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="icon-btn"
            aria-label={`Haat on ${network.name}`}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d={network.path} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
