import { LIMITS } from '@studyflow/contracts/limits';
import type { AccessibilitySetting, FontFamily } from '@studyflow/contracts/user';
import { Button } from '@studyflow/ui/button';
import { ColourPairPicker } from '@studyflow/ui/colour-pair-picker';
import { findPreset } from '@studyflow/ui/colour-presets';
import { Drawer } from '@studyflow/ui/drawer';
import { Select } from '@studyflow/ui/select';
import { Slider } from '@studyflow/ui/slider';
import { Stack } from '@studyflow/ui/stack';
import { useHeldValue } from '@studyflow/ui/use-held-value';
import { useId, useRef, useState } from 'react';
import { useDialogState } from '../../../lib/shell/dialogs';
import { chosenColours, THEME_COLOURS } from '../../../lib/theme/colour-choice';
import { afterNextPaint } from '../../../lib/timing/after-paint';
import { useUpdateAccessibility } from '../api/update-accessibility';
import { accessibilityCopy as copy } from '../copy';
import { fontOf, subtitlesOn, textSizeOf } from '../setting';
import { useGuestAccessibilityChange } from '../use-guest-accessibility';
import * as styles from './accessibility-panel.css';
import { ReadingGuideSettings, TextSpacingSettings } from './reading-settings';
import { SwitchField } from './switch-field';

/**
 * The three font families of A11Y-4. Written out rather than imported from contracts/user, whose
 * values come with zod (about 25 KB gzip); `satisfies` still checks the list is complete.
 */
const FONT_LABELS = {
  Default: 'Default',
  'Comic Sans': 'Comic Sans',
  'Open-Dyslexic': 'Open-Dyslexic',
} as const satisfies Record<FontFamily, string>;
const FONT_ITEMS = (Object.keys(FONT_LABELS) as FontFamily[]).map((id) => ({ id, label: FONT_LABELS[id] }));

/**
 * The accessibility panel (A11Y-1 to A11Y-6, on the right): colour pairs (15 presets and a custom pair,
 * no alpha), text size 0–10, font family and subtitles. Every change shows at once on every page
 * and is saved to the account; the stored setting is then replaced by the server's answer. The pair
 * in use is named in words, and 'Reset to default' gives the theme's own colours back. Text spacing
 * and the reading guide, which the account cannot keep, are kept in this browser (lib/reading).
 */
export function AccessibilityPanel() {
  const { setting, change, status } = useUpdateAccessibility();
  const statusText = { idle: '', pending: copy.saving, success: copy.saved, error: copy.failed }[status];
  return (
    <PanelView
      intro={copy.intro}
      setting={setting}
      change={change}
      statusText={statusText}
      failed={status === 'error'}
    />
  );
}

/**
 * The same panel for a guest (the public header's button): the setting is kept in this browser,
 * shown on every page, offered to the account at a sign-in in this tab (docs/decisions.md), and
 * removed from the browser in one press of 'Clear these settings'.
 */
export function GuestAccessibilityPanel() {
  const { setting, change, clear, status } = useGuestAccessibilityChange();
  const statusText = { idle: '', success: copy.keptHere, cleared: copy.cleared }[status];
  return (
    <PanelView
      intro={copy.guestIntro}
      setting={setting}
      change={change}
      clear={clear}
      statusText={statusText}
      failed={false}
    />
  );
}

interface PanelViewProps {
  intro: string;
  setting: AccessibilitySetting;
  change: (patch: Partial<AccessibilitySetting>, options?: { save?: boolean }) => void;
  /** A guest's only: removes their settings from this browser. */
  clear?: () => void;
  statusText: string;
  failed: boolean;
}

function PanelView({ intro, setting, change, clear, statusText, failed }: PanelViewProps) {
  const state = useDialogState('accessibility');
  // The text size the slider shows, held here: the stored setting reaches the panel a task after a
  // change (the session store tells its readers later), and the slider steps from the value it
  // shows, so two key presses before that task would both step from the old size.
  const [textSize, holdTextSize] = useHeldValue(textSizeOf(setting));
  const pair = chosenColours(setting);
  const inUse = pair === null ? copy.themeColoursInUse : (findPreset(pair)?.name ?? copy.custom);
  // A reset starts the picker afresh, so a custom pair's own fields close with it.
  const [resets, setResets] = useState(0);
  const clearHelpId = useId();
  // A pair chosen is applied after the paint that shows its swatch chosen (below); one chosen after
  // it, or a reset meanwhile, makes it stale: only the latest colour change is applied.
  const colourChanges = useRef(0);
  const choosePair = ({ background, text }: { background: string; text: string }) => {
    colourChanges.current += 1;
    const mine = colourChanges.current;
    afterNextPaint(() => {
      if (mine === colourChanges.current) change({ backgroundColor: background, fontColor: text });
    });
  };
  const reset = () => {
    colourChanges.current += 1;
    setResets((count) => count + 1);
    change({ backgroundColor: THEME_COLOURS.background, fontColor: THEME_COLOURS.text });
  };

  return (
    <Drawer title={copy.title} side="right" closeLabel={copy.close} {...state}>
      <Stack gap="5">
        <p className={styles.intro}>{intro}</p>
        <Stack as="section" gap="3" className={styles.group}>
          <ColourPairPicker
            key={resets}
            label={copy.colours}
            value={pair}
            // The page in new colours is a long task (every element restyled, every reader of the
            // learner's record rendered again): after the paint that shows the swatch chosen.
            onChange={choosePair}
          />
          <p className={styles.inUse}>{copy.coloursInUse(inUse)}</p>
          <span>
            <Button variant="secondary" size="sm" onPress={reset}>
              {copy.resetColours}
            </Button>
          </span>
        </Stack>
        <Stack as="section" gap="3" className={styles.group}>
          <Slider
            label={copy.textSize}
            minValue={LIMITS.textSizeMin}
            maxValue={LIMITS.textSizeMax}
            step={1}
            value={textSize}
            valueLabel={copy.textSizeValue}
            description={copy.textSizeHelp}
            onChange={(fontSize) => {
              holdTextSize(fontSize);
              change({ fontSize }, { save: false });
            }}
            onChangeEnd={(fontSize) => change({ fontSize })}
          />
          <p className={styles.sample}>{copy.previewText}</p>
        </Stack>
        <Stack as="section" gap="3" className={styles.group}>
          <Select<FontFamily>
            label={copy.font}
            description={copy.fontHelp}
            items={FONT_ITEMS}
            selectedKey={fontOf(setting)}
            onSelectionChange={(fontFamily) => change({ fontFamily })}
          />
        </Stack>
        <TextSpacingSettings />
        <ReadingGuideSettings guest={clear !== undefined} />
        <Stack as="section" gap="3" className={styles.group}>
          <SwitchField
            label={copy.subtitles}
            description={copy.subtitlesHelp}
            isSelected={subtitlesOn(setting)}
            onChange={(subtitles) => change({ subtitles })}
          />
        </Stack>
        {clear ? (
          <Stack as="section" gap="3" className={styles.group}>
            <p id={clearHelpId}>{copy.clearHelp}</p>
            <span>
              {/* Stays enabled after the press, so focus stays on it while the status says what happened. */}
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={clearHelpId}
                onPress={() => {
                  setResets((count) => count + 1);
                  clear();
                }}
              >
                {copy.clear}
              </Button>
            </span>
          </Stack>
        ) : null}
        {/* A status region (polite), so 'Saved.' is heard where the learner is, without moving focus. */}
        <p role="status" className={failed ? styles.error : styles.status}>
          {statusText}
        </p>
      </Stack>
    </Drawer>
  );
}
