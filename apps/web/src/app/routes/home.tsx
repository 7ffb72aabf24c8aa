import { PageHead } from '@/components/PageHead';

export default function HomeRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="Haat Skincare" />
      <h1 className="text-2xl font-semibold">Haat Skincare</h1>
    </div>
  );
}
