import { Accordion } from '@/components/Accordion';
import { CallToAction } from '@/components/CallToAction';
import { Icon } from '@/components/icons';
import { IconBox } from '@/components/IconBox';
import { ProductImage } from '@/components/ProductImage';
import { Tabs } from '@/components/Tabs';
import { dateFormatter } from '@/lib/dates';

const STORE_FAQS = [
  {
    id: 'shipping',
    title: 'How long does delivery take?',
    content: 'Most orders reach metro cities in 2–4 days and the rest of India in 4–7 days.',
  },
  {
    id: 'cod',
    title: 'Can I pay cash on delivery?',
    content: 'Yes, at most pin codes. Check yours on any product page before you order.',
  },
  {
    id: 'returns',
    title: 'What if I do not like a product?',
    content: 'Unopened products can be returned within 7 days of delivery.',
  },
];

export function AccordionsSection() {
  return (
    <Accordion
      items={STORE_FAQS.map((faq) => ({ ...faq, content: <p>{faq.content}</p> }))}
      headingLevel={2}
    />
  );
}

export function TabsSection() {
  return (
    <Tabs
      label="Product details"
      items={[
        {
          id: 'about',
          label: 'Description',
          content: <p>A stable vitamin C serum that fades dark spots and brings back glow.</p>,
        },
        {
          id: 'use',
          label: 'How to use',
          content: <p>After cleansing, pat 3–4 drops onto face and neck.</p>,
        },
        {
          id: 'ingredients',
          label: 'Ingredients',
          content: <p>Ethyl ascorbic acid 10%, ferulic acid, vitamin E.</p>,
        },
      ]}
    />
  );
}

export function CtaSection() {
  return (
    <CallToAction
      title="Find your routine"
      text="Serums, sunscreens and cleansers made for Indian weather, with cash on delivery across India."
      action={{ label: 'Shop all products', to: '/shop' }}
    />
  );
}

export function IconBoxesSection() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <IconBox icon={<Icon name="truck" />} title="Free shipping">
        On orders above ₹499.
      </IconBox>
      <IconBox icon={<Icon name="cash" />} title="Cash on delivery">
        Pay when it arrives, at most pin codes.
      </IconBox>
      <IconBox icon={<Icon name="return" />} title="Easy returns">
        Unopened products within 7 days.
      </IconBox>
      <IconBox icon={<Icon name="leaf" />} title="Dermatologically tested">
        Clean formulas, cruelty free.
      </IconBox>
    </div>
  );
}

const POSTS = [
  {
    title: 'Vitamin C or niacinamide: which serum first?',
    date: '2026-10-02',
    image: 'collections/serum',
    excerpt: 'How to layer the two most asked-about actives without irritation.',
  },
  {
    title: 'Sunscreen in the monsoon: yes, really',
    date: '2026-08-14',
    image: 'collections/sunscreen',
    excerpt: 'UV does not take the rainy season off. Here is how to pick a light SPF.',
  },
  {
    title: 'A three-step routine for oily skin',
    date: '2026-07-21',
    image: 'collections/face-wash',
    excerpt: 'Cleanse, treat, protect: the shortest routine that works in humid weather.',
  },
];

const formatPostDate = dateFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function BlogPostsSection() {
  return (
    <ul className="grid gap-6 sm:grid-cols-3">
      {POSTS.map((post) => (
        <li key={post.title}>
          <article className="space-y-2">
            <ProductImage
              imageKey={post.image}
              alt=""
              widths={[400, 800]}
              sizes="(min-width: 640px) 30vw, 90vw"
              className="aspect-[4/3] rounded-lg"
            />
            <p className="text-sm text-ink-muted">
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            </p>
            <h2 className="font-semibold">{post.title}</h2>
            <p className="text-sm text-ink-muted">{post.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
