import type { ComponentType } from 'react';
import type { ElementSlug } from '../elementPages';
import {
  AlertsSection,
  ButtonsSection,
  IconsSection,
  TitlesSection,
  TypographySection,
} from '../sections/basics';
import {
  InstagramsSection,
  ProductCategorySection,
  ProductsSection,
  TestimonialsSection,
} from '../sections/catalogue';
import {
  AccordionsSection,
  BlogPostsSection,
  CtaSection,
  IconBoxesSection,
  TabsSection,
} from '../sections/content';

/** Each element page shows the app's real components. */
const SECTIONS: Readonly<Record<ElementSlug, ComponentType>> = {
  products: ProductsSection,
  typography: TypographySection,
  titles: TitlesSection,
  'product-category': ProductCategorySection,
  buttons: ButtonsSection,
  accordions: AccordionsSection,
  alerts: AlertsSection,
  tabs: TabsSection,
  testimonials: TestimonialsSection,
  'blog-posts': BlogPostsSection,
  instagrams: InstagramsSection,
  cta: CtaSection,
  'icon-boxes': IconBoxesSection,
  icons: IconsSection,
};

export function ElementSection({ slug }: { slug: ElementSlug }) {
  const Section = SECTIONS[slug];
  return <Section />;
}
