import { useQuery } from '@tanstack/react-query';
import { Accordion } from '@/components/Accordion';
import { faqsQueryOptions } from '../api/productExtras';

/** The product's questions and answers (searchProductFaqs) as an accordion (see ProductFaqs). */
export default function ProductFaqsList({ productId }: { productId: string }) {
  const { data: faqs } = useQuery(faqsQueryOptions(productId));
  if (!faqs || faqs.length === 0) return null;
  return (
    <section aria-labelledby="pdp-faqs" className="space-y-3">
      <h2 id="pdp-faqs" className="text-xl font-semibold">
        Frequently asked questions
      </h2>
      <Accordion
        items={faqs.map((faq) => ({
          id: faq.id,
          title: faq.title,
          content: <p>{faq.description}</p>,
        }))}
      />
    </section>
  );
}
