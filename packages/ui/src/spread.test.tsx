import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spread } from './spread';
import { type Sprinkles, sprinkles } from './styles/sprinkles.css';

/** Class order follows prop order, which says nothing about the result. */
const atomsOf = (testId: string) => [...screen.getByTestId(testId).classList].sort();
const expected = (atoms: Sprinkles) => sprinkles(atoms).split(' ').sort();

describe('Spread', () => {
  it('pushes its items to the ends of a wrapping row, gap apart', () => {
    render(<Spread data-testid="row" gap="3" align="center" />);
    expect(atomsOf('row')).toEqual(
      expected({
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'between',
        gap: '3',
        alignItems: 'center',
      }),
    );
  });

  it('stays on one line with wrap={false}', () => {
    render(<Spread data-testid="row" gap="2" wrap={false} />);
    expect(atomsOf('row')).toEqual(expected({ display: 'flex', justifyContent: 'between', gap: '2' }));
  });

  it('renders the element asked for and keeps its items in DOM order', () => {
    render(
      <Spread as="ul" aria-label="Pager" gap="4">
        <li>Back</li>
        <li>Next</li>
      </Spread>,
    );
    const list = screen.getByRole('list', { name: 'Pager' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Back', 'Next']);
  });
});
