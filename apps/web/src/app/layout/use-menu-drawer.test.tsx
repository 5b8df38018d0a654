import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useMenuDrawer } from './use-menu-drawer';

function setup(narrow: boolean) {
  const location = memoryLocation({ path: '/dashboard/learn' });
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>;
  const hook = renderHook(({ narrow }) => useMenuDrawer(narrow), { wrapper, initialProps: { narrow } });
  return { ...hook, location };
}

describe('useMenuDrawer', () => {
  it('opens at narrow widths and stays open until closed', () => {
    const { result } = setup(true);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
  });

  it('closes on another page, and coming back does not reopen it', () => {
    const { result, location } = setup(true);
    act(() => result.current.open());
    act(() => location.navigate('/dashboard/settings/profile'));
    expect(result.current.isOpen).toBe(false);
    act(() => location.navigate('/dashboard/learn'));
    expect(result.current.isOpen).toBe(false);
  });

  it('closes when the window grows past the breakpoint, and stays closed when it narrows again', () => {
    const { result, rerender } = setup(true);
    act(() => result.current.open());
    rerender({ narrow: false });
    expect(result.current.isOpen).toBe(false);
    rerender({ narrow: true });
    expect(result.current.isOpen).toBe(false);
  });
});
