import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { renderInRouter } from '@/test/render';
import { ConsentBanner } from '../ConsentBanner';
import { PageViews } from '../PageViews';

const events = () =>
  (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event).filter(Boolean);

beforeEach(() => {
  window.dataLayer = [];
});

describe('PageViews', () => {
  it('tracks a page view per page, and home viewed on the home page', async () => {
    renderInRouter(
      <>
        <Routes>
          <Route path="/" element={<Link to="/shop">Shop</Link>} />
          <Route path="/shop" element={<h1>Shop</h1>} />
        </Routes>
        <PageViews />
      </>,
    );
    await waitFor(() => expect(events()).toEqual(['page_view', 'home_viewed']));
    await userEvent.click(screen.getByRole('link', { name: 'Shop' }));
    await screen.findByRole('heading', { name: 'Shop' });
    await waitFor(() => expect(events()).toEqual(['page_view', 'home_viewed', 'page_view']));
    expect(window.dataLayer?.[2]).toMatchObject({ event: 'page_view', page_path: '/shop' });
  });
});

describe('ConsentBanner', () => {
  it('is not shown where consent is not required', () => {
    render(<ConsentBanner />);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it.each([
    ['Accept', 'granted'],
    ['Refuse', 'denied'],
  ])('asks once; %s is remembered', async (button, stored) => {
    env.consentRequired = true;
    try {
      const { unmount } = render(<ConsentBanner />);
      const banner = screen.getByRole('region', { name: 'Cookies and tracking' });
      expect(banner).toHaveAccessibleDescription(/Nothing is tracked unless you accept/);
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(
        screen.queryByRole('region', { name: 'Cookies and tracking' }),
      ).not.toBeInTheDocument();
      expect(localStorage.getItem(`${env.storeKeyPrefix}:consent`)).toBe(stored);
      unmount();
      render(<ConsentBanner />);
      expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    } finally {
      env.consentRequired = false;
    }
  });
});
