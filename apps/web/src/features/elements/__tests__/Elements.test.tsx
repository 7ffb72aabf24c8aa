import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { ELEMENT_SECTIONS } from '../elementPages';

describe('element pages', () => {
  it('lists every sub-page on /elements', async () => {
    renderRoute('/elements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elements' })).toBeInTheDocument();
    for (const section of ELEMENT_SECTIONS) {
      expect(screen.getByRole('link', { name: new RegExp(`^${section.title}`) })).toHaveAttribute(
        'href',
        `/elements/${section.slug}`,
      );
    }
  });

  it.each(ELEMENT_SECTIONS.map((section) => [section.slug, section.title]))(
    '/elements/%s shows its title',
    async (slug, title) => {
      renderRoute(`/elements/${slug}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    },
  );

  it('shows the not-found page for a sub-page the theme does not have', async () => {
    renderRoute('/elements/carousels');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('shows real components: product cards, alert statuses, accordions, tabs', async () => {
    const products = renderRoute('/elements/products');
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    products.unmount();

    const alerts = renderRoute('/elements/alerts');
    await screen.findByRole('heading', { level: 1, name: 'Alerts' });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('status')).toHaveLength(3);
    alerts.unmount();

    const accordions = renderRoute('/elements/accordions');
    const question = await screen.findByRole('button', { name: 'Can I pay cash on delivery?' });
    await accordions.user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    accordions.unmount();

    renderRoute('/elements/testimonials');
    const quotes = await screen.findAllByRole('figure');
    expect(within(quotes[0]!).getByRole('img', { name: /Rated 5.0 out of 5/ })).toBeInTheDocument();
  });
});
