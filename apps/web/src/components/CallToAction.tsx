import { Link } from 'react-router-dom';

interface CallToActionProps {
  title: string;
  text: string;
  action: { label: string; to: string };
}

/** A banner that asks for one action. */
export function CallToAction({ title, text, action }: CallToActionProps) {
  return (
    <section className="rounded-2xl bg-brand px-6 py-10 text-center text-white">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <p className="mx-auto mt-2 max-w-xl text-white/90">{text}</p>
      <Link
        to={action.to}
        className="mt-6 inline-flex min-h-11 items-center rounded-md bg-white px-5 font-medium text-brand hover:bg-surface-muted"
      >
        {action.label}
      </Link>
    </section>
  );
}
