import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link';
import { NavigationProvider, RouterLink } from './navigation';

/** Whether the browser was left to follow the last clicked link (the test's DOM is kept from doing so). */
let followed: boolean | null = null;
beforeEach(() => {
  followed = null;
  window.addEventListener('click', keep);
});
afterEach(() => window.removeEventListener('click', keep));
function keep(event: MouseEvent) {
  followed = !event.defaultPrevented;
  event.preventDefault();
}

function withRouter(navigate: (href: string) => void, link: React.ReactNode) {
  return render(<NavigationProvider navigate={navigate}>{link}</NavigationProvider>);
}

describe('ui links', () => {
  it('open the app’s own addresses through its router, by click or Enter', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onPress = vi.fn();
    withRouter(
      navigate,
      <Link href="/privacy-policy" onPress={onPress}>
        Privacy
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Privacy' });
    await user.click(link);
    expect(navigate).toHaveBeenLastCalledWith('/privacy-policy');
    expect(followed).toBe(false);
    link.focus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('leave a new tab, another site, a modified click and a fresh load to the browser', () => {
    const navigate = vi.fn();
    withRouter(
      navigate,
      <>
        <Link href="https://example.org/" target="_blank">
          Elsewhere
        </Link>
        <RouterLink href="//example.org/">Protocol-relative</RouterLink>
        <RouterLink href="/terms">Terms</RouterLink>
        <RouterLink href="/" reloadDocument>
          Start afresh
        </RouterLink>
      </>,
    );
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere (opens in a new tab)' });
    expect(elsewhere.getAttribute('rel')).toBe('noopener noreferrer');
    for (const [name, init] of [
      ['Elsewhere (opens in a new tab)', {}],
      ['Protocol-relative', {}],
      ['Terms', { ctrlKey: true }],
      ['Terms', { metaKey: true }],
      ['Terms', { shiftKey: true }],
      ['Terms', { button: 1 }],
      ['Start afresh', {}],
    ] as const) {
      fireEvent.click(screen.getByRole('link', { name }), init);
      expect(followed).toBe(true);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without a router, are plain links', () => {
    render(<Link href="/terms">Terms</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(followed).toBe(true);
  });
});
