import { MoonIcon } from '@studyflow/ui/icons';
import { ToggleButton } from '@studyflow/ui/toggle-button';
import { setTheme, useTheme } from '../../lib/theme';
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
      <ToggleButton
        variant="text"
        isSelected={dark}
        onChange={(pressed) => setTheme(pressed ? 'dark' : 'light')}
      >
        <MoonIcon />
        <span className={toggle.words}>
          <span className={toggle.label}>{shell.darkTheme}</span>
          {/* aria-pressed already says it to assistive technology; this is the same for the eye. */}
          <span aria-hidden="true" className={dark ? toggle.state.on : toggle.state.off}>
            {dark ? shell.themeOn : shell.themeOff}
          </span>
        </span>
      </ToggleButton>
    </span>
  );
}
