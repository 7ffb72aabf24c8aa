import { Link, useLocation, useParams } from 'react-router-dom';
import { PageHead } from '@/components/PageHead';
import { simpleHead } from '@/lib/head/simpleHead';
import { ELEMENT_SECTIONS, elementSection } from '@/features/elements/elementPages';
import { ElementSection } from '@/features/elements/components/ElementSection';
import { ElementsNav } from '@/features/elements/components/ElementsNav';
import NotFoundRoute from './not-found';

/** /elements and its sub-pages: the theme's demonstration pages, built from the app's components. */
export default function ElementsRoute() {
  const { pathname } = useLocation();
  const slug = useParams()['section'];
  const section = elementSection(slug);
  // A sub-page the theme does not have is the not-found page, as any unknown address.
  if (slug !== undefined && !section) return <NotFoundRoute />;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <PageHead
        head={simpleHead(
          section ? `${section.title} · Elements` : 'Elements',
          pathname,
          section?.summary ?? 'The building blocks of the Haat storefront.',
        )}
      />
      {section ? (
        <>
          <p className="text-sm text-ink-muted">
            <Link to="/elements" className="underline">
              Elements
            </Link>{' '}
            / {section.title}
          </p>
          <h1 className="text-2xl font-semibold">{section.title}</h1>
          <ElementsNav />
          <ElementSection slug={section.slug} />
        </>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">Elements</h1>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {ELEMENT_SECTIONS.map((item) => (
              <li key={item.slug}>
                <Link
                  to={`/elements/${item.slug}`}
                  className="block h-full rounded-xl border border-line p-4 hover:border-brand"
                >
                  <span className="font-semibold">{item.title}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{item.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
