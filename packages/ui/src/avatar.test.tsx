import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('initialsOf', () => {
  it.each([
    ['Alex Morgan', 'AM'],
    ['priya shah', 'PS'],
    ['Mary Ann de la Cruz', 'MC'],
    ['Cher', 'C'],
    ['  Émile   Zola ', 'ÉZ'],
    ['', '?'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows initials named by the full name when there is no picture', () => {
    render(<Avatar name="Alex Morgan" src={null} />);
    const avatar = screen.getByRole('img', { name: 'Alex Morgan' });
    expect(avatar.textContent).toBe('AM');
  });

  it('shows the picture, and falls back to initials when it fails to load', () => {
    const { container } = render(<Avatar name="Alex Morgan" src="/uploads/avatars/1/medium.jpg" size="lg" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('img', { name: 'Alex Morgan' })).toBeTruthy();
    if (img) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Alex Morgan' }).textContent).toBe('AM');
  });

  it('offers the other sizes of the picture by width, for the width it is shown at', () => {
    const { container } = render(
      <Avatar
        name="Alex Morgan"
        src="/a-medium.jpg"
        srcSet="/a-medium.jpg 192w, /a-large.jpg 512w"
        sizes="32px"
        size="sm"
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/a-medium.jpg');
    expect(img?.getAttribute('srcset')).toBe('/a-medium.jpg 192w, /a-large.jpg 512w');
    expect(img?.getAttribute('sizes')).toBe('32px');
  });

  it('can be decorative when the name is written beside it', () => {
    const { container } = render(<Avatar name="Alex Morgan" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
