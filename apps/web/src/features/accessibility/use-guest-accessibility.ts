import type { AccessibilitySetting } from '@studyflow/contracts/user';
import { accessibilityVars } from '@studyflow/ui/theme/accessibility';
import { useRef, useState } from 'react';
import { clearReadingSettings } from '../../lib/reading/settings';
import { GUEST_KEY } from '../../lib/storage/learner-data';
import { appliedSetting } from '../../lib/theme/colour-choice';
import {
  clearGuestAccessibility,
  setGuestAccessibility,
  useGuestAccessibility,
} from '../../lib/theme/guest-accessibility';
import { NO_SETTING } from './setting';

/**
 * The panel's settings for a guest: kept in this browser (lib/theme/guest-accessibility) with the
 * theme overrides they make, shown at once, and offered to the account at a sign-in in this tab.
 * The same shape as useUpdateAccessibility, so the panel draws either, plus `clear`, which removes
 * them (and the guest's text spacing and reading guide) from this browser.
 */
export function useGuestAccessibilityChange() {
  const current = useGuestAccessibility() ?? NO_SETTING;
  const [status, setStatus] = useState<'idle' | 'success' | 'cleared'>('idle');
  // As in useUpdateAccessibility: two slider steps before the next render build on each other.
  const latest = useRef(current);
  latest.current = current;

  const change = (patch: Partial<AccessibilitySetting>, { save = true } = {}) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setGuestAccessibility(next, accessibilityVars(appliedSetting(next)));
    if (save) setStatus('success');
  };

  const clear = () => {
    latest.current = NO_SETTING;
    clearGuestAccessibility();
    // The guest's text spacing and reading guide, kept beside them, go too.
    clearReadingSettings(GUEST_KEY);
    setStatus('cleared');
  };

  return { setting: current, change, clear, status };
}
