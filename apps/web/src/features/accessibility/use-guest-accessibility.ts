import type { AccessibilitySetting } from '@studyflow/contracts/user';
import { accessibilityVars } from '@studyflow/ui/theme/accessibility';
import { useRef, useState } from 'react';
import { appliedSetting } from '../../lib/theme/colour-choice';
import { setGuestAccessibility, useGuestAccessibility } from '../../lib/theme/guest-accessibility';
import { NO_SETTING } from './setting';

/**
 * The panel's settings for a guest: kept in this browser (lib/theme/guest-accessibility) with the
 * theme overrides they make, shown at once, and saved to the account at the next sign-in. The
 * same shape as useUpdateAccessibility, so the panel draws either.
 */
export function useGuestAccessibilityChange() {
  const current = useGuestAccessibility() ?? NO_SETTING;
  const [status, setStatus] = useState<'idle' | 'success'>('idle');
  // As in useUpdateAccessibility: two slider steps before the next render build on each other.
  const latest = useRef(current);
  latest.current = current;

  const change = (patch: Partial<AccessibilitySetting>, { save = true } = {}) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setGuestAccessibility(next, accessibilityVars(appliedSetting(next)));
    if (save) setStatus('success');
  };

  return { setting: current, change, status };
}
