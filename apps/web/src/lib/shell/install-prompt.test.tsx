import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { START_SCRIPT } from '../../../vite-start-script';
import { captureInstallPrompt, EARLY_INSTALL_PROMPT, useInstallPrompt } from './install-prompt';

describe('the install offer', () => {
  it('that came before the app, on a prerendered page, is kept by its start script for the app', () => {
    // Files share this worker, and an app started by another may still be listening: none kept yet.
    window.dispatchEvent(new Event('appinstalled'));
    const before = renderHook(() => useInstallPrompt());
    expect(before.result.current).toBeNull();

    new Function(START_SCRIPT)();
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
    // Chrome's own mini-infobar stays away, as when the app takes it.
    expect(offer.defaultPrevented).toBe(true);
    expect((window as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT]).toBe(offer);

    captureInstallPrompt();
    const after = renderHook(() => useInstallPrompt());
    expect(after.result.current).toBeTypeOf('function');

    // Files share this worker: leave no offer behind.
    window.dispatchEvent(new Event('appinstalled'));
    delete (window as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT];
  });
});
