import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setReadingGuide, setTextSpacing } from '../../../lib/reading/settings';
import { closeDialog, openDialog } from '../../../lib/shell/dialogs';
import { GUEST_KEY } from '../../../lib/storage/learner-data';
import { THEME_COLOURS } from '../../../lib/theme/colour-choice';
import { clearGuestAccessibility, setGuestAccessibility } from '../../../lib/theme/guest-accessibility';
import { renderWithApp, testUser } from '../../../test-support/render';
import { NO_SETTING, toPayload } from '../setting';
import { AccessibilityPanel, GuestAccessibilityPanel } from './accessibility-panel';

afterEach(() => {
  act(() => closeDialog());
  clearGuestAccessibility();
});

describe('GuestAccessibilityPanel', () => {
  it("'Clear these settings' removes the guest's settings from this browser in one press and says so", async () => {
    setGuestAccessibility(
      { ...NO_SETTING, backgroundColor: '#FFF8C6', fontColor: '#2B2B22', fontSize: 6 },
      {},
    );
    setTextSpacing(GUEST_KEY, { lines: 3, letters: 3, words: 3 });
    setReadingGuide(GUEST_KEY, { on: true, lines: 5 });
    act(() => openDialog('accessibility'));
    renderWithApp(<GuestAccessibilityPanel />);
    const panel = await screen.findByRole('dialog', { name: 'Accessibility settings' });
    expect(screen.getByRole('slider', { name: 'Text size' }).getAttribute('aria-valuetext')).toBe(
      'Standard + 6',
    );

    const clear = screen.getByRole('button', { name: 'Clear these settings' });
    expect(clear.getAttribute('aria-describedby')).toBeTruthy();
    clear.focus();
    await userEvent.keyboard('{Enter}');

    expect(window.localStorage.getItem(STORAGE_KEYS.guestAccessibility)).toBeNull();
    // The guest's text spacing and reading guide, kept beside them, go in the same press.
    expect(window.localStorage.getItem(`${STORAGE_KEYS.textSpacingPrefix}${GUEST_KEY}`)).toBeNull();
    expect(window.localStorage.getItem(`${STORAGE_KEYS.readingGuidePrefix}${GUEST_KEY}`)).toBeNull();
    expect(screen.getByRole('slider', { name: 'Line spacing' }).getAttribute('aria-valuetext')).toBe(
      'Standard',
    );
    expect(screen.getByRole('switch', { name: 'Reading guide' }).getAttribute('aria-checked')).not.toBe(
      'true',
    );
    // Said in the panel's polite status region, without moving the focus.
    const said = await within(panel).findByText(
      'Your settings are cleared from this browser. The pages are back to the standard look.',
    );
    expect(said.getAttribute('role')).toBe('status');
    expect(screen.getByRole('slider', { name: 'Text size' }).getAttribute('aria-valuetext')).toBe('Standard');
    expect(screen.getByText('Colours in use: theme colours (default)')).toBeTruthy();
    // The panel stays open with the focus where it was.
    expect(panel.isConnected).toBe(true);
    expect(document.activeElement).toBe(clear);
  });
});

describe('AccessibilityPanel', () => {
  /** The learner's panel open; every save it sends is kept in the list answered. */
  function openPanel(): unknown[] {
    act(() => openDialog('accessibility'));
    const saved: unknown[] = [];
    renderWithApp(<AccessibilityPanel />, {
      user: testUser(),
      trpc: {
        'accessibility.update': (input) => {
          saved.push(input);
          return { ...NO_SETTING, ...(input as object) };
        },
      },
    });
    return saved;
  }

  /** The panel open with the browser's frames held until the test draws one (`drawFrame`). */
  async function panelWithHeldFrames() {
    const saved = openPanel();
    const paleYellow = await screen.findByRole('radio', { name: 'Pale yellow' });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const drawFrame = () =>
      act(() => {
        for (const callback of frames.splice(0)) callback(performance.now());
      });
    return { saved, paleYellow, drawFrame };
  }

  it('shows a chosen colour pair at once, and applies and saves it after the frame that shows it', async () => {
    const { saved, paleYellow, drawFrame } = await panelWithHeldFrames();
    try {
      fireEvent.click(paleYellow);
      // The press's own frame shows the swatch chosen, and nothing else has changed yet: the page in
      // new colours (and every reader of the learner's record) is not part of it.
      expect(paleYellow).toHaveProperty('checked', true);
      expect(screen.getByText('Colours in use: theme colours (default)')).toBeTruthy();
      expect(saved).toEqual([]);
      drawFrame();
      await waitFor(() => expect(screen.getByText('Colours in use: Pale yellow')).toBeTruthy());
      await waitFor(() =>
        expect(saved).toEqual([
          toPayload({ ...NO_SETTING, backgroundColor: '#FFF8C6', fontColor: '#2B2B22' }),
        ]),
      );
      expect(paleYellow).toHaveProperty('checked', true);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a reset pressed before a chosen pair was applied wins: the pair is not applied after it', async () => {
    const { saved, paleYellow, drawFrame } = await panelWithHeldFrames();
    try {
      fireEvent.click(paleYellow);
      fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
      drawFrame();
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved).toEqual([
        toPayload({
          ...NO_SETTING,
          backgroundColor: THEME_COLOURS.background,
          fontColor: THEME_COLOURS.text,
        }),
      ]);
      // Given time for a late pair to land, none does.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(saved).toHaveLength(1);
      expect(screen.getByText('Colours in use: theme colours (default)')).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Pale yellow' })).toHaveProperty('checked', false);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('two text-size key presses before the stored setting catches up each take a step', async () => {
    const saved = openPanel();
    const size = await screen.findByRole('slider', { name: 'Text size' });
    size.focus();
    // No pause between the keys: the stored learner (React Query's cache) tells the panel of the
    // first change only in a later task, as in a browser under load.
    await userEvent.setup({ delay: null }).keyboard('{ArrowRight}{ArrowRight}');
    expect(size.getAttribute('aria-valuetext')).toBe('Standard + 2');
    await vi.waitFor(() => expect(saved.at(-1)).toEqual(toPayload({ ...NO_SETTING, fontSize: 2 })));
    expect(screen.getByRole('slider', { name: 'Text size' }).getAttribute('aria-valuetext')).toBe(
      'Standard + 2',
    );
  });

  it('keeps text spacing and the reading guide in this browser for the learner, and sends neither to the account', async () => {
    act(() => openDialog('accessibility'));
    const saved: unknown[] = [];
    renderWithApp(<AccessibilityPanel />, {
      user: testUser({ id: 41 }),
      trpc: {
        'accessibility.update': (input) => {
          saved.push(input);
          return { ...NO_SETTING, ...(input as object) };
        },
      },
    });
    const letters = await screen.findByRole('slider', { name: 'Letter spacing' });
    letters.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(letters.getAttribute('aria-valuetext')).toBe('Most');
    const words = screen.getByRole('slider', { name: 'Word spacing' });
    words.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(words.getAttribute('aria-valuetext')).toBe('A little more');
    const kept = JSON.parse(window.localStorage.getItem(`${STORAGE_KEYS.textSpacingPrefix}41`) ?? 'null');
    expect(kept.spacing).toEqual({ lines: 0, letters: 3, words: 1 });

    await userEvent.click(screen.getByRole('switch', { name: 'Reading guide' }));
    await userEvent.click(screen.getByRole('button', { name: /Lines in the guide/ }));
    await userEvent.click(await screen.findByRole('option', { name: '5 lines' }));
    expect(JSON.parse(window.localStorage.getItem(`${STORAGE_KEYS.readingGuidePrefix}41`) ?? 'null')).toEqual(
      {
        on: true,
        lines: 5,
      },
    );
    expect(
      screen.getByText('Text spacing and the reading guide stay in this browser while you are signed in.'),
    ).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
