import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/test/intersection';
import { NEAR_MARGIN, RenderWhenNear } from '../RenderWhenNear';

const section = (
  <RenderWhenNear placeholder={<h2>Reviews (loading)</h2>}>
    <h2>Reviews</h2>
  </RenderWhenNear>
);

afterEach(() => vi.unstubAllGlobals());

describe('RenderWhenNear', () => {
  it('holds the placeholder until the section comes near the viewport, then keeps the content', () => {
    const viewport = stubIntersectionObserver();
    render(section);
    expect(screen.getByRole('heading', { name: 'Reviews (loading)' })).toBeInTheDocument();
    expect(viewport.watching()[0]?.options.rootMargin).toBe(`${NEAR_MARGIN} 0px`);

    viewport.passBy();
    expect(screen.queryByRole('heading', { name: 'Reviews' })).not.toBeInTheDocument();

    viewport.enter();
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reviews (loading)' })).not.toBeInTheDocument();
    expect(viewport.watching()).toEqual([]);
  });

  it('renders every section at the first Tab press, so focus never skips one', async () => {
    const viewport = stubIntersectionObserver();
    render(
      <>
        <button type="button">Before</button>
        {section}
      </>,
    );
    expect(screen.queryByRole('heading', { name: 'Reviews' })).not.toBeInTheDocument();
    await userEvent.setup().tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(viewport.watching()).toEqual([]);
  });

  it('renders the content at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(section);
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });
});
