import { Button } from '@studyflow/ui/button';
import { MoonIcon } from '@studyflow/ui/icons';
import { setTheme, useTheme } from '../../lib/theme/theme';
import { useAppCopy } from '../copy';
import * as toggle from './theme-toggle.css';

/**
 * Light by default; pressed means dark (aria-pressed), and the choice is remembered. The name stays
 * 'Dark theme' (a toggle's name must not change with its state) while the state is also written
 * beside it, so sighted learners see whether it is on without reading a colour.
 */
export function ThemeToggle() {
  const theme = useTheme();
  const { shell } = useAppCopy();
  const dark = theme === 'dark';
  return (
    <span className={toggle.fit}>
      {/*
        A toggle button in the WAI-ARIA sense (aria-pressed), built on the plain Button: ui's
        ToggleButton brings React Aria's toggle-group and toolbar code (about 4 KB brotli) to
        every page's first load for this one switch.
      */}
      <Button variant="text" aria-pressed={dark} onPress={() => setTheme(dark ? 'light' : 'dark')}>
        <MoonIcon />
        <span className={toggle.words}>
          <span className={toggle.label}>{shell.darkTheme}</span>
          {/* aria-pressed already says it to assistive technology; this is the same for the eye. */}
          <span aria-hidden="true" className={dark ? toggle.state.on : toggle.state.off}>
            {dark ? shell.themeOn : shell.themeOff}
          </span>
        </span>
      </Button>
    </span>
  );
}
