import type { Family } from './products/seed.js';

/** Words a shopper would use for each family, to keep generated reviews on topic. */
export const familyNoun: Record<Family, string> = {
  'face-wash': 'face wash',
  serum: 'serum',
  moisturiser: 'moisturiser',
  sunscreen: 'sunscreen',
  'hair-oil': 'hair oil',
  shampoo: 'shampoo',
  'body-lotion': 'body lotion',
  combos: 'kit',
};

export interface ReviewLine {
  title: string;
  comment: string;
}

/** Five-star and four-star lines per family. */
export const praise: Record<Family, ReviewLine[]> = {
  'face-wash': [
    {
      title: 'Skin feels clean, not dry',
      comment:
        'I have oily skin and live in Chennai. This keeps my face fresh till evening and does not leave that stretchy feeling.',
    },
    {
      title: 'Gentle and effective',
      comment:
        'Lathers nicely, a small amount is enough. My breakouts have reduced in three weeks.',
    },
    {
      title: 'Repurchased thrice',
      comment: 'My go-to face wash now. Mild fragrance, removes sunscreen easily.',
    },
    {
      title: 'Good for the price',
      comment:
        'Does exactly what it says. The tube lasts me almost two months with twice-daily use.',
    },
    {
      title: 'Whole family uses it',
      comment: 'My husband and teenage son both use it now. No irritation for anyone.',
    },
  ],
  serum: [
    {
      title: 'Visible glow in a month',
      comment:
        'My pigmentation near the cheeks has lightened and my skin looks brighter. Absorbs fast, no stickiness.',
    },
    {
      title: 'Holy grail serum',
      comment:
        'Tried many brands; this one did not break me out. Acne marks are fading slowly but surely.',
    },
    {
      title: 'Lightweight, works well',
      comment:
        'Three drops are enough for the face and neck. Layers well under moisturiser and sunscreen.',
    },
    {
      title: 'Worth every rupee',
      comment: 'My dermatologist approved the ingredient list. Texture is lovely, no tingling.',
    },
    {
      title: 'Great packaging',
      comment:
        'The dropper is accurate and the bottle is dark so the serum stays stable. Skin looks healthier.',
    },
  ],
  moisturiser: [
    {
      title: 'Perfect for AC offices',
      comment:
        'My skin used to feel tight by afternoon. Not anymore. Light enough for daytime too.',
    },
    {
      title: 'Soothing and non-greasy',
      comment: 'Sinks in within a minute. No shine, no pilling under sunscreen.',
    },
    {
      title: 'Fixed my dry patches',
      comment: 'After overdoing exfoliation my skin was red and flaky. This calmed it in a week.',
    },
    {
      title: 'Lovely texture',
      comment: 'Feels rich but absorbs completely. A little goes a long way.',
    },
  ],
  sunscreen: [
    {
      title: 'Finally, no white cast',
      comment: 'I am dusky and every sunscreen left me grey. This one is completely invisible.',
    },
    {
      title: 'Does not pill',
      comment:
        'Works under make-up and does not pill with my moisturiser. Survives my two-wheeler commute.',
    },
    {
      title: 'Feels like nothing',
      comment: 'Light gel, no greasiness even in Mumbai humidity. Reapplying is not a chore.',
    },
    {
      title: 'No more tanning',
      comment: 'Used it daily for a month on a beach holiday in Goa. Barely tanned.',
    },
  ],
  'hair-oil': [
    {
      title: 'Hair fall reduced',
      comment:
        'Used it twice a week for two months; far less hair on the comb now. Washes out in one shampoo.',
    },
    {
      title: 'Smells herbal, not harsh',
      comment: 'Reminds me of my nani’s oil but much lighter. Scalp feels calm.',
    },
    {
      title: 'Baby hair growing back',
      comment: 'I can see small new hair along my parting after ten weeks. Very happy.',
    },
    {
      title: 'Non-sticky',
      comment: 'I leave it overnight and it does not stain the pillow cover much. Good value.',
    },
  ],
  shampoo: [
    {
      title: 'Mild and clean',
      comment: 'Cleans my oily scalp without drying the lengths. Hair feels soft after one wash.',
    },
    {
      title: 'Less breakage',
      comment: 'Much less hair fall while washing after a month. Works well with the oil.',
    },
    {
      title: 'Nice lather for sulphate free',
      comment: 'Lathers better than I expected. Pleasant smell that stays a few hours.',
    },
    {
      title: 'Scalp feels fresh',
      comment: 'No itching anymore. My hair does not get greasy by day two.',
    },
  ],
  'body-lotion': [
    {
      title: 'Soft skin all day',
      comment: 'Applied after bath, skin stays soft even in Delhi winters. Not sticky at all.',
    },
    {
      title: 'Absorbs quickly',
      comment: 'I can wear clothes right after. Lovely light fragrance.',
    },
    {
      title: 'Great for dry elbows',
      comment: 'My elbows and knees are finally smooth. The pump bottle is convenient.',
    },
    { title: 'Family favourite', comment: 'Everyone at home uses it. Big bottle lasts long.' },
  ],
  combos: [
    {
      title: 'Perfect gift',
      comment:
        'Gifted it to my sister for Raksha Bandhan; the box looks premium and she loved everything.',
    },
    {
      title: 'Great value',
      comment: 'Cheaper than buying separately and the routine card is helpful for beginners.',
    },
    {
      title: 'Complete routine sorted',
      comment:
        'I did not know where to start with skincare. This made it simple and my skin looks better.',
    },
    {
      title: 'All products are good',
      comment: 'Nothing in the kit felt like a filler. Will reorder the singles.',
    },
  ],
};

/** Three-star lines, with the family noun filled in. */
export const mixed: ReviewLine[] = [
  {
    title: 'Decent, nothing special',
    comment: 'The {noun} is okay. Did not see a big difference yet, will give it another month.',
  },
  {
    title: 'Good but pricey',
    comment: 'Works fine, but I feel the {noun} could be a little cheaper for the quantity.',
  },
  {
    title: 'Average results',
    comment: 'No irritation, but the results are slower than the reviews made me expect.',
  },
  {
    title: 'Fragrance is strong',
    comment: 'The {noun} itself is good, I just wish it had a lighter fragrance.',
  },
];

/** One- and two-star lines. */
export const complaints: ReviewLine[] = [
  {
    title: 'Not for my skin',
    comment: 'Broke me out after a week. Might suit others, but not my sensitive skin.',
  },
  {
    title: 'Leaked in transit',
    comment:
      'The cap was loose and some of the {noun} had leaked into the box. Customer care sent a replacement.',
  },
  { title: 'Did not work for me', comment: 'Used the {noun} for six weeks, no visible change.' },
  {
    title: 'Delivery was late',
    comment: 'Product is fine but delivery took nine days to my pin code.',
  },
];

/**
 * How a shopper may begin any review ('' for none). Neutral on purpose: none contradicts a line
 * of any rating or family.
 */
export const openers: string[] = [
  '',
  'Bought this on a friend’s recommendation.',
  'Saw it on Instagram and decided to try it.',
  'My sister suggested Haat to me.',
  'Picked this up during the weekend sale.',
  'Ordered it along with a couple of other products.',
  'Read a lot of reviews before buying.',
  'Switched from a big international brand.',
  'Wanted something made in India.',
  'Was looking for something gentler than what I had.',
  'A colleague at work uses it, so I tried it.',
  'Got it with a coupon code, so I gave it a try.',
];

/** How a review of each kind may end ('' for none). */
export const closers: Record<'praise' | 'mixed' | 'complaint', string[]> = {
  praise: [
    '',
    'Will buy again.',
    'Recommended it to my friends already.',
    'Happy with it.',
    'Ordering the bigger size next time.',
    'Worth trying.',
    'Glad I found this brand.',
    'Packaging was neat too.',
    'Suits Indian weather well.',
  ],
  mixed: [
    '',
    'Will update after a few more weeks.',
    'Okay for now.',
    'Might try another product from the range.',
    'Not sure I will repurchase.',
    'Packaging was good, though.',
  ],
  complaint: [
    '',
    'Disappointed.',
    'Expected better after reading the reviews.',
    'Will not reorder.',
    'Hope the next batch is better.',
  ],
};

export const firstNames = [
  'Aarti',
  'Priya',
  'Sneha',
  'Ananya',
  'Kavya',
  'Meera',
  'Riya',
  'Pooja',
  'Divya',
  'Nandini',
  'Ishita',
  'Shreya',
  'Aditi',
  'Lakshmi',
  'Fatima',
  'Simran',
  'Tanvi',
  'Neha',
  'Deepa',
  'Zoya',
  'Rahul',
  'Arjun',
  'Vikram',
  'Karthik',
  'Rohan',
  'Aman',
  'Siddharth',
  'Imran',
  'Harpreet',
  'Nikhil',
];

export const lastNames = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Patel',
  'Gupta',
  'Menon',
  'Khan',
  'Das',
  'Joshi',
  'Kulkarni',
  'Banerjee',
  'Singh',
  'Rao',
  'Chatterjee',
  'Pillai',
  'Mehta',
  'Shetty',
  'Bose',
  'Verma',
];
