import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useEarlyTap } from '../earlyTaps';

function BuyButton({ onAdd }: { onAdd: () => void }) {
  useEarlyTap('add-to-cart', onAdd);
  return (
    <button type="button" data-early-tap="add-to-cart" onClick={onAdd}>
      Add to cart
    </button>
  );
}

describe('useEarlyTap with public/early-taps.js', () => {
  beforeAll(() => {
    const script = readFileSync(join(__dirname, '../../../public/early-taps.js'), 'utf8');
    window.eval(script);
  });

  it("keeps a tap on the server's Add to cart made before the buy box is live (the rest of the app already is) and adds once when it is", () => {
    const onAdd = vi.fn();
    // The server's button, which the app has not taken over yet.
    const server = document.createElement('button');
    server.dataset.earlyTap = 'add-to-cart';
    server.textContent = 'Add to cart';
    document.body.append(server);
    fireEvent.click(server);
    fireEvent.click(server);
    expect(server).toHaveAttribute('aria-busy', 'true');
    server.remove();

    render(<BuyButton onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledTimes(1);

    // Live: React answers the tap, and only React.
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(window.__haatEarlyTaps).toEqual([]);
  });

  it('keeps taps again once the buy box has gone (another page the server rendered)', () => {
    const onAdd = vi.fn();
    const { unmount } = render(<BuyButton onAdd={onAdd} />);
    unmount();
    const server = document.createElement('button');
    server.dataset.earlyTap = 'add-to-cart';
    document.body.append(server);
    fireEvent.click(server);
    expect(window.__haatEarlyTaps).toEqual(['add-to-cart']);
    server.remove();
    render(<BuyButton onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
