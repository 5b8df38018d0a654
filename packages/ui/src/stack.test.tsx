import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './stack';
import { type Sprinkles, sprinkles } from './styles/sprinkles.css';

/** Class order follows prop order, which says nothing about the result. */
const atomsOf = (testId: string) => [...screen.getByTestId(testId).classList].sort();
const expected = (atoms: Sprinkles) => sprinkles(atoms).split(' ').sort();

describe('Stack', () => {
  it('lays children out in a column, gap apart', () => {
    render(<Stack data-testid="stack" gap="3" />);
    expect(atomsOf('stack')).toEqual(expected({ display: 'flex', flexDirection: 'column', gap: '3' }));
  });

  it('aligns children across its width when asked', () => {
    render(<Stack data-testid="stack" gap="5" align="center" textAlign="center" />);
    expect(atomsOf('stack')).toEqual(
      expected({
        display: 'flex',
        flexDirection: 'column',
        gap: '5',
        alignItems: 'center',
        textAlign: 'center',
      }),
    );
  });

  it('renders the element asked for', () => {
    render(
      <Stack as="section" aria-label="Settings" gap="2">
        <p>One</p>
      </Stack>,
    );
    expect(screen.getByRole('region', { name: 'Settings' }).tagName).toBe('SECTION');
  });
});
