interface PageHeadProps {
  title: string;
  description?: string;
}

/** Per-route head tags. React 19 hoists these into <head>. */
export function PageHead({ title, description }: PageHeadProps) {
  return (
    <>
      <title>{`${title} | Haat Skincare`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
