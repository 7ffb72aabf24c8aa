import { PageHead } from '@/components/PageHead';

export default function SearchRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="Search" />
      <h1 className="text-2xl font-semibold">Search</h1>
    </div>
  );
}
