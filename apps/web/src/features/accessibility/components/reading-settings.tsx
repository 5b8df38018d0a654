import { Select } from '@studyflow/ui/select';
import { Slider } from '@studyflow/ui/slider';
import { Stack } from '@studyflow/ui/stack';
import { TEXT_SPACING_STEPS, type TextSpacing } from '@studyflow/ui/theme/text-spacing';
import { useReadingCopy } from '../../../lib/reading/copy';
import { GUIDE_SIZES, useReadingGuide, useTextSpacing } from '../../../lib/reading/settings';
import { accessibilityCopy as copy } from '../copy';
import * as styles from './accessibility-panel.css';
import { SwitchField } from './switch-field';

const SPACINGS: { key: keyof TextSpacing; label: string; help: string }[] = [
  { key: 'lines', label: copy.lineSpacing, help: copy.lineSpacingHelp },
  { key: 'letters', label: copy.letterSpacing, help: copy.letterSpacingHelp },
  { key: 'words', label: copy.wordSpacing, help: copy.wordSpacingHelp },
];

/**
 * Line, letter and word spacing, each from the theme's own to WCAG 1.4.12's values (docs/decisions.md,
 * "Text spacing"): kept in this browser for the learner (or the guest), shown at once on every page.
 */
export function TextSpacingSettings() {
  const [spacing, setSpacing] = useTextSpacing();
  return (
    <Stack as="section" gap="4" className={styles.group}>
      {SPACINGS.map(({ key, label, help }) => (
        <Slider
          key={key}
          label={label}
          description={help}
          minValue={0}
          maxValue={TEXT_SPACING_STEPS}
          step={1}
          value={spacing[key]}
          valueLabel={copy.spacingValue}
          onChange={(step) => setSpacing({ [key]: step })}
        />
      ))}
    </Stack>
  );
}

/** The reading guide on or off, and how many lines it shows: the same setting as beside Read aloud. */
export function ReadingGuideSettings({ guest }: { guest: boolean }) {
  const reading = useReadingCopy();
  const [guide, setGuide] = useReadingGuide();
  return (
    <Stack as="section" gap="3" className={styles.group}>
      <SwitchField
        label={reading.guide}
        description={copy.readingGuideHelp}
        isSelected={guide.on}
        onChange={(on) => setGuide({ on })}
      />
      <Select
        label={reading.size}
        items={GUIDE_SIZES.map((lines) => ({ id: lines, label: reading.sizeOption(lines) }))}
        selectedKey={guide.lines}
        onSelectionChange={(lines) => setGuide({ lines })}
      />
      <p className={styles.intro}>{guest ? copy.keptForGuest : copy.keptWhileSignedIn}</p>
    </Stack>
  );
}
