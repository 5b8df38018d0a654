import '@fontsource/opendyslexic/400.css';
import '@fontsource/opendyslexic/700.css';
import { useLayoutEffect } from 'react';
import { type AccessibilitySettingLike, applyAccessibility } from './theme/accessibility';

export interface AccessibilityStyleProps {
  setting: AccessibilitySettingLike | null | undefined;
  /** Where the overrides go; <html> by default so portals (dialogs, toasts, menus) follow them. */
  target?: HTMLElement;
}

/**
 * Applies the learner's colours, font and reading size to the page while mounted. Renders nothing.
 * The OpenDyslexic @font-face rules come with this module; the browser only downloads the font
 * files when the OpenDyslexic family is actually in use.
 */
export function AccessibilityStyle({ setting, target }: AccessibilityStyleProps) {
  // Keyed on the setting's content, not its identity: a refetch with equal values changes nothing.
  // A layout effect: applied before the browser paints, so a first view (or a setting arriving from
  // another tab) never shows a frame in the standard size and colours.
  const key = JSON.stringify(setting ?? null);
  useLayoutEffect(
    () =>
      applyAccessibility(
        target ?? document.documentElement,
        JSON.parse(key) as AccessibilitySettingLike | null,
      ),
    [key, target],
  );
  return null;
}
