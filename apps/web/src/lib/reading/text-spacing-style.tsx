import { applyTextSpacing, textSpacingVars } from '@studyflow/ui/theme/text-spacing';
import { useLayoutEffect } from 'react';
import { useTextSpacingOf } from './settings';

/**
 * Puts `learner`'s text spacing on <html> (docs/decisions.md, "Text spacing"), and takes off any
 * they no longer have, or that the start script put there for a guest. A layout effect, in the
 * shell's commit: a learner's first view is painted in their spacing, as in their text size.
 * Renders nothing.
 */
export function TextSpacingStyle({ learner }: { learner: string }) {
  const spacing = useTextSpacingOf(learner);
  const key = JSON.stringify(textSpacingVars(spacing));
  useLayoutEffect(() => {
    applyTextSpacing(document.documentElement, JSON.parse(key) as Record<string, string>);
  }, [key]);
  return null;
}
