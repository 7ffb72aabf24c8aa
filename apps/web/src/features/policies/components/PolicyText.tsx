import { policyBlocks } from '../policyBlocks';

/** A policy body as headings, paragraphs and lists: text only, no markup is ever injected. */
export function PolicyText({ body }: { body: string }) {
  return (
    <div className="space-y-3 leading-relaxed text-ink">
      {policyBlocks(body).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <h2 key={index} className="pt-3 text-lg font-semibold">
              {block.text}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
