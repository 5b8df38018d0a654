import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './box';
import { unstyledList } from './box.css';
import { sprinkles } from './styles/sprinkles.css';

describe('Box', () => {
  it('renders a div by default and the element asked for with `as`', () => {
    const { container } = render(
      <>
        <Box>plain</Box>
        <Box as="ul" aria-label="Steps">
          <Box as="li">One</Box>
        </Box>
      </>,
    );
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('UL');
    expect(screen.getByRole('listitem').textContent).toBe('One');
  });

  it('turns layout props into the theme classes and keeps them off the DOM as attributes', () => {
    render(
      <Box data-testid="box" gap="4" paddingY="2" color="muted" textAlign="center">
        text
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect([...box.classList].sort()).toEqual(
      sprinkles({ gap: '4', paddingY: '2', color: 'muted', textAlign: 'center' }).split(' ').sort(),
    );
    expect(box.getAttribute('gap')).toBeNull();
    expect(box.getAttribute('color')).toBeNull();
  });

  it('takes responsive values per breakpoint', () => {
    render(<Box data-testid="box" gap={{ mobile: '2', tablet: '6' }} />);
    expect(screen.getByTestId('box').className).toBe(sprinkles({ gap: { mobile: '2', tablet: '6' } }));
  });

  it("adds a caller's class after its own and passes other attributes through", () => {
    render(<Box id="intro" className="extra" display="flex" role="group" aria-label="Intro" />);
    const box = screen.getByRole('group', { name: 'Intro' });
    expect(box.className).toBe(`${sprinkles({ display: 'flex' })} extra`);
    expect(box.id).toBe('intro');
  });

  it('makes a ul or ol an unstyled list, which layout props still override', () => {
    render(
      <>
        <Box as="ol" aria-label="Steps" paddingLeft="6" />
        <Box as="dl" data-testid="terms" />
      </>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect([...list.classList].sort()).toEqual([unstyledList, sprinkles({ paddingLeft: '6' })].sort());
    expect(screen.getByTestId('terms').hasAttribute('class')).toBe(false);
  });

  it('renders no class attribute when it has nothing to style', () => {
    render(<Box data-testid="box" />);
    expect(screen.getByTestId('box').hasAttribute('class')).toBe(false);
  });
});
