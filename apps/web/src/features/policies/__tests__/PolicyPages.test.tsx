import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { useSystemStore } from '@/stores/systemStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

afterEach(() => {
  useSystemStore.setState({ store: null, ready: false });
});

describe('footer customer care and policy pages', () => {
  it("shows the store's customer care: a call link, an email link and the hours", async () => {
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    const care = await within(footer).findByRole('region', { name: 'Customer care' });
    expect(within(care).getByRole('link', { name: '+91 80 4718 2290' })).toHaveAttribute(
      'href',
      'tel:+918047182290',
    );
    expect(within(care).getByRole('link', { name: 'care@haatskincare.in' })).toHaveAttribute(
      'href',
      'mailto:care@haatskincare.in',
    );
    expect(within(care).getByText('Mon–Sat, 10 am – 7 pm IST')).toBeInTheDocument();
  });

  it('links to the four policy pages in the store order', async () => {
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    const nav = await within(footer).findByRole('navigation', { name: 'Policies' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Returns and refunds', '/policies/returns'],
      ['Shipping', '/policies/shipping'],
      ['Privacy policy', '/policies/privacy'],
      ['Terms and conditions', '/policies/terms'],
    ]);
  });

  it("opens the returns page from the footer with the store's text and its title", async () => {
    const { user, router } = renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(await within(footer).findByRole('link', { name: 'Returns and refunds' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/policies/returns'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Returns and refunds' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What you can return' })).toBeVisible();
    expect(
      screen.getByText('Unopened products with their seal intact, within 7 days of delivery.')
        .tagName,
    ).toBe('LI');
    await waitFor(() => expect(document.title).toBe('Returns and refunds | Haat Skincare'));
  });

  it('shows the text the store answers, as text, never as markup', async () => {
    server.use(
      graphql.link(env.graphqlUrl).query('GetStorePolicy', () =>
        HttpResponse.json({
          data: {
            getStore: {
              id: env.storeId,
              policy: {
                slug: 'shipping',
                title: 'Shipping',
                body: '## Edited by the operator\n\n<img src=x onerror=alert(1)> Ships in 2 days.',
              },
            },
          },
        }),
      ),
    );
    renderRoute('/policies/shipping');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Edited by the operator' }),
    ).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> Ships in 2 days.')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('offers to try again when the page cannot load, and shows it once it does', async () => {
    let asked = 0;
    server.use(
      graphql.link(env.graphqlUrl).query('GetStorePolicy', () => {
        asked += 1;
        return asked === 1
          ? HttpResponse.json({ errors: [{ message: 'The store is temporarily unavailable.' }] })
          : undefined;
      }),
    );
    const { user } = renderRoute('/policies/terms');
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for a policy the store does not have', async () => {
    renderRoute('/policies/careers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
