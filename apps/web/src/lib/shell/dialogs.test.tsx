import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDialog, openDialog, useDialogState, useOpenDialog } from './dialogs';

afterEach(() => act(() => closeDialog()));

describe('shell dialogs', () => {
  it('opens one dialog at a time, by name, from anywhere', () => {
    const { result } = renderHook(() => useOpenDialog());
    expect(result.current).toBeNull();
    act(() => openDialog('achievements'));
    expect(result.current).toBe('achievements');
    act(() => openDialog('notes'));
    expect(result.current).toBe('notes');
  });

  it('gives each dialog its own open state, and closing one never closes another', () => {
    const notes = renderHook(() => useDialogState('notes'));
    const avatar = renderHook(() => useDialogState('avatar'));
    act(() => openDialog('notes'));
    expect(notes.result.current.isOpen).toBe(true);
    expect(avatar.result.current.isOpen).toBe(false);
    act(() => avatar.result.current.onOpenChange(false));
    expect(notes.result.current.isOpen).toBe(true);
    act(() => notes.result.current.onOpenChange(false));
    expect(notes.result.current.isOpen).toBe(false);
  });
});
