import { MoonIcon } from '@studyflow/ui/icons';
import { ToggleButton } from '@studyflow/ui/toggle-button';
import { useCopy } from '../../lib/copy';
import { setTheme, useTheme } from '../../lib/theme';
import * as styles from './shell.css';

/**
 * Light by default; pressed means dark (aria-pressed), and the choice is remembered. The label stays
 * in the accessible name even where it is visually hidden.
 */
export function ThemeToggle() {
  const theme = useTheme();
  const { shell } = useCopy();
  return (
    <ToggleButton
      variant="text"
      isSelected={theme === 'dark'}
      onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
    >
      <MoonIcon />
      <span className={styles.toggleText}>{shell.darkTheme}</span>
    </ToggleButton>
  );
}
