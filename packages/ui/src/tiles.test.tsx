import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from './styles/sprinkles.css';
import { Tiles } from './tiles';
import { columnsAtLeast, columnsAtMobile, minTileWidth, tiles } from './tiles.css';

const classesOf = (testId: string) => [...screen.getByTestId(testId).classList].sort();

describe('Tiles', () => {
  it('is a list of tiles with `as="ul"`: the list and its items keep their roles', () => {
    render(
      <Tiles as="ul" aria-label="Courses" columns={2} gap="4">
        <li>Essay writing</li>
        <li>Lectures</li>
        <li>Exams</li>
      </Tiles>,
    );
    const list = screen.getByRole('list', { name: 'Courses' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Essay writing',
      'Lectures',
      'Exams',
    ]);
  });

  it('takes one column on phones and more from each breakpoint asked for', () => {
    render(<Tiles data-testid="grid" columns={{ md: 2, lg: 3 }} gap="6" />);
    expect(classesOf('grid')).toEqual(
      [tiles, columnsAtMobile[1], columnsAtLeast.md[2], columnsAtLeast.lg[3], sprinkles({ gap: '6' })].sort(),
    );
  });

  it('fits as many columns as the minimum tile width allows', () => {
    render(<Tiles data-testid="grid" minTileWidth="lg" gap="4" align="start" />);
    expect(classesOf('grid')).toEqual(
      [tiles, minTileWidth.lg, ...sprinkles({ gap: '4', alignItems: 'start' }).split(' ')].sort(),
    );
  });

  it('renders a div by default, with the caller’s class last', () => {
    render(<Tiles data-testid="grid" columns={3} className="extra" />);
    const grid = screen.getByTestId('grid');
    expect(grid.tagName).toBe('DIV');
    expect(grid.className.split(' ').at(-1)).toBe('extra');
    expect(grid.classList.contains(columnsAtMobile[3])).toBe(true);
  });
});
