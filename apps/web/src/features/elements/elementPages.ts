/** The theme element pages (spec 2), in the spec's order, with what each one shows. */
export const ELEMENT_SECTIONS = [
  { slug: 'products', title: 'Products', summary: 'Product cards and a product rail.' },
  { slug: 'typography', title: 'Typography', summary: 'Headings, text, lists and prices.' },
  { slug: 'titles', title: 'Titles', summary: 'Section titles with and without links.' },
  { slug: 'product-category', title: 'Product category', summary: 'Collection tiles.' },
  { slug: 'buttons', title: 'Buttons', summary: 'Primary, secondary, icon and disabled buttons.' },
  { slug: 'accordions', title: 'Accordions', summary: 'Questions that open and close.' },
  { slug: 'alerts', title: 'Alerts', summary: 'The alert box in its five statuses.' },
  { slug: 'tabs', title: 'Tabs', summary: 'Tabs you can move through with the arrow keys.' },
  { slug: 'testimonials', title: 'Testimonials', summary: 'What shoppers say, from real reviews.' },
  { slug: 'blog-posts', title: 'Blog posts', summary: 'Article cards.' },
  { slug: 'instagrams', title: 'Instagram', summary: 'A picture grid linking to our profile.' },
  { slug: 'cta', title: 'Call to action', summary: 'A banner asking for one action.' },
  { slug: 'icon-boxes', title: 'Icon boxes', summary: 'Store promises with icons.' },
  { slug: 'icons', title: 'Icons', summary: 'Every icon the store uses.' },
] as const;

export type ElementSlug = (typeof ELEMENT_SECTIONS)[number]['slug'];

export const elementSection = (slug: string | undefined) =>
  ELEMENT_SECTIONS.find((section) => section.slug === slug);
