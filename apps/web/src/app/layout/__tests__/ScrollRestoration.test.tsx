import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/test/render';
import { ScrollRestoration } from '../ScrollRestoration';

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function renderPages() {
  return renderInRouter(
    <>
      <Routes>
        <Route path="/shop" element={<Link to="/products/serum">Serum</Link>} />
        <Route path="/products/serum" element={<Back />} />
      </Routes>
      <ScrollRestoration />
    </>,
    '/shop',
  );
}

describe('ScrollRestoration', () => {
  it('starts a new page at the top', async () => {
    renderPages();
    scrollPageTo(640);
    await userEvent.click(screen.getByRole('link', { name: 'Serum' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('takes Back to where the shopper left the page', async () => {
    renderPages();
    scrollPageTo(640);
    await userEvent.click(screen.getByRole('link', { name: 'Serum' }));
    scrollPageTo(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('link', { name: 'Serum' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
