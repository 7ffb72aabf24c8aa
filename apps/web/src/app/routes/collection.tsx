import { PageHead } from '@/components/PageHead';

export default function CollectionRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="Collection" />
      <h1 className="text-2xl font-semibold">Collection</h1>
    </div>
  );
}
