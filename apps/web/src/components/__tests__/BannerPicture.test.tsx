import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerPicture } from '../BannerPicture';

const banner = {
  webKey: 'banners/web',
  mobileKey: 'banners/mobile',
  webHeight: 480,
  className: '',
};

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    media: link.getAttribute('media'),
    srcset: link.getAttribute('imagesrcset'),
    priority: link.getAttribute('fetchpriority'),
  }));

describe('BannerPicture', () => {
  it("preloads the LCP banner's picture for each screen width, found before the page is parsed down to it", () => {
    render(<BannerPicture {...banner} alt="Sunscreen season" priority />);
    expect(screen.getByRole('img', { name: 'Sunscreen season' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(preloads()).toEqual([
      {
        media: '(max-width: 575px)',
        srcset: expect.stringContaining('banners/mobile?w=750') as string,
        priority: 'high',
      },
      {
        media: '(min-width: 576px)',
        srcset: expect.stringContaining('banners/web?w=1440') as string,
        priority: 'high',
      },
    ]);
  });

  it('leaves a banner further down to load when it comes near', () => {
    document.head.innerHTML = '';
    render(<BannerPicture {...banner} webKey="banners/other" alt="Later" />);
    expect(screen.getByRole('img', { name: 'Later' })).toHaveAttribute('loading', 'lazy');
    expect(preloads()).toEqual([]);
  });
});
