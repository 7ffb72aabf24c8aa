import { useId, useState, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Questions and answers (or any sections) that open one at a time or together: each heading is
 * a button with aria-expanded controlling its panel.
 */
export function Accordion({
  items,
  multiple = false,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  multiple?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const base = useId();
  const [open, setOpen] = useState<readonly string[]>([]);
  const Heading = `h${headingLevel}` as const;
  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : multiple ? [...current, id] : [id],
    );
  return (
    <div className="divide-y divide-line rounded-lg border border-line">
      {items.map((item) => {
        const expanded = open.includes(item.id);
        const panelId = `${base}-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                type="button"
                className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2 text-left font-medium"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <span aria-hidden="true" className="text-xl">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-label={item.title}
              hidden={!expanded}
              className="px-4 pb-4 text-ink-muted"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
