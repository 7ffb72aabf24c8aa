import { STORE_ID } from './constants.js';
import type { Family, ProductSeed } from './products/seed.js';
import { productId, productSeeds } from './products/seeds.js';
import type { ProductFaq } from '@haat/storefront-api/catalogue';

type Answer = (seed: ProductSeed) => string;

const results: Record<Family, string> = {
  'face-wash':
    'Skin feels cleaner from the first wash; most people see fewer breakouts or a brighter tone in 2–3 weeks of twice-daily use.',
  serum:
    'Hydration is immediate. Tone, marks and texture change over 4–8 weeks of regular use; be patient and consistent.',
  moisturiser:
    'Skin feels soft right away. Barrier repair and fewer dry patches usually show within 1–2 weeks.',
  sunscreen:
    'Protection starts 15 minutes after applying. Use two finger-lengths for face and neck and reapply every 2–3 hours outdoors.',
  'hair-oil':
    'Stronger roots and less breakage usually show in 6–8 weeks with oiling at least twice a week.',
  shampoo: 'Cleaner scalp from the first wash; less breakage and flaking in 2–4 weeks.',
  'body-lotion': 'Skin feels soft immediately; rough patches improve in about a week of daily use.',
  combos:
    'Each product works as it does on its own; together, most people see a visible difference in 4 weeks.',
};

const common: [string, Answer][] = [
  ['How do I use it?', (s) => s.howToUse],
  [
    'What are the key ingredients?',
    (s) => `${s.ingredients.join(', ')}. The full ingredient list is printed on the pack.`,
  ],
  ['When will I see results?', (s) => results[s.family]],
  [
    'Is it suitable for sensitive skin?',
    () =>
      'Yes, it is dermatologically tested and free of parabens and sulphates. If your skin is very sensitive, patch test behind the ear for 24 hours first.',
  ],
  [
    'Is it cruelty free and vegan?',
    (s) =>
      `Yes. ${s.title} is never tested on animals${s.ingredients.some((i) => /honey|beeswax/i.test(i)) ? '' : ' and contains no animal-derived ingredients'}.`,
  ],
];

/** FAQs: five for popular products (10+ sample reviews), three for the rest; none for disabled ones. */
export const faqs: ProductFaq[] = productSeeds
  .filter((seed) => seed.status !== 'DISABLED')
  .flatMap((seed) =>
    common.slice(0, seed.reviews.count >= 10 ? 5 : 3).map(([title, answer], index) => ({
      id: `faq-${seed.slug}-${index + 1}`,
      storeId: STORE_ID,
      productId: productId(seed.slug),
      title,
      description: answer(seed),
    })),
  );
