import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../Accordion';
import { RichText } from '../RichText';
import { Tabs } from '../Tabs';

describe('Accordion', () => {
  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    render(
      <Accordion
        items={[
          { id: 'a', title: 'How do I use it?', content: 'Three drops.' },
          { id: 'b', title: 'Is it vegan?', content: 'Yes.' },
        ]}
      />,
    );
    const first = screen.getByRole('button', { name: 'How do I use it?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Three drops.')).not.toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I use it?' })).toHaveTextContent(
      'Three drops.',
    );
    await user.click(screen.getByRole('button', { name: 'Is it vegan?' }));
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Tabs', () => {
  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Details"
        items={[
          { id: 'd', label: 'Description', content: 'About it' },
          { id: 'i', label: 'Ingredients', content: 'Niacinamide' },
        ]}
      />,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const ingredients = screen.getByRole('tab', { name: 'Ingredients' });
    expect(ingredients).toHaveFocus();
    expect(ingredients).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Ingredients' })).toHaveTextContent('Niacinamide');
  });
});

describe('RichText', () => {
  it('keeps formatting and drops scripts, handlers and unsafe links', () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="x()">Hello <strong>there</strong></p><script>alert(1)</script><a href="javascript:alert(1)">bad</a><ul><li>One</li></ul>'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('Hello therebadOne');
    expect(container.textContent).not.toContain('alert');
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
  });
});
