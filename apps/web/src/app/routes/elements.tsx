import { PageHead } from '@/components/PageHead';

export default function ElementsRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="Elements" />
      <h1 className="text-2xl font-semibold">Elements</h1>
    </div>
  );
}
