import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LoadFailed } from '@/components/LoadFailed';
import { PageHead } from '@/components/PageHead';
import { policyHead } from '@/lib/head/pageHeads';
import { Skeleton } from '@/components/Skeleton';
import { policyQueryOptions } from '@/features/policies/api/policy';
import { PolicyText } from '@/features/policies/components/PolicyText';
import NotFoundRoute from './not-found';

/** /policies/{slug}: a policy page the store's operator writes (returns, shipping, privacy, terms). */
export default function PolicyRoute() {
  const slug = useParams().slug ?? '';
  const { data: policy, isPending, isError, refetch } = useQuery(policyQueryOptions(slug));
  if (isPending) {
    return (
      <div
        role="status"
        aria-label="Loading page"
        className="mx-auto max-w-3xl space-y-3 px-4 py-8"
      >
        <Skeleton className="h-8 w-3/5" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <LoadFailed title="This page could not be loaded" onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!policy) return <NotFoundRoute />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <PageHead head={policyHead(policy)} />
      <h1 className="mb-4 text-2xl font-bold">{policy.title}</h1>
      <PolicyText body={policy.body} />
    </article>
  );
}
