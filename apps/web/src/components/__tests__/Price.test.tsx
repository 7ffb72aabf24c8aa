import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '../Price';

describe('Price', () => {
  it('shows the price, the struck MRP, the % OFF badge and the Save tag', () => {
    render(<Price price={599} listingPrice={699} showSave />);
    expect(screen.getByText('₹599')).toBeInTheDocument();
    expect(screen.getByText('₹699').closest('del')).not.toBeNull();
    expect(screen.getByText('14% OFF')).toBeInTheDocument();
    expect(screen.getByText('Save ₹100')).toBeInTheDocument();
  });

  it('shows only the price when nothing is saved', () => {
    render(<Price price={499} listingPrice={499} showSave />);
    expect(screen.getByText('₹499')).toBeInTheDocument();
    expect(screen.queryByText(/OFF/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
  });
});
