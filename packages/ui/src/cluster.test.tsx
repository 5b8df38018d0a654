import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cluster } from './cluster';
import { type Sprinkles, sprinkles } from './styles/sprinkles.css';

/** Class order follows prop order, which says nothing about the result. */
const atomsOf = (testId: string) => [...screen.getByTestId(testId).classList].sort();
const expected = (atoms: Sprinkles) => sprinkles(atoms).split(' ').sort();

describe('Cluster', () => {
  it('lays children out in a wrapping row, gap apart', () => {
    render(<Cluster data-testid="row" gap="3" align="center" />);
    expect(atomsOf('row')).toEqual(
      expected({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' }),
    );
  });

  it('spreads or centres its children along the row', () => {
    render(<Cluster data-testid="row" gap="2" justify="between" />);
    expect(atomsOf('row')).toEqual(
      expected({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'between' }),
    );
  });

  it('stays on one line with wrap={false} and puts the last child first with wrap="reverse"', () => {
    render(
      <>
        <Cluster data-testid="one-line" gap="3" wrap={false} />
        <Cluster data-testid="reversed" gap="3" wrap="reverse" />
      </>,
    );
    expect(atomsOf('one-line')).toEqual(expected({ display: 'flex', gap: '3' }));
    expect(atomsOf('reversed')).toEqual(expected({ display: 'flex', flexWrap: 'wrap-reverse', gap: '3' }));
  });
});
