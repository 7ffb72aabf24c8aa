import { PageHead } from '@/components/PageHead';

export default function AccountRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageHead title="My account" />
      <h1 className="text-2xl font-semibold">My account</h1>
    </div>
  );
}
