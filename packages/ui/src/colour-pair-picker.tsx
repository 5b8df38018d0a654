import { useId, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as styles from './colour-pair-picker.css';
import {
  COLOUR_PRESETS,
  type ColourPair,
  type ColourPreset,
  contrastRatio,
  findPreset,
  MIN_TEXT_CONTRAST,
  samePair,
} from './colour-presets';
import { CheckIcon, SuccessIcon, WarningIcon } from './icons';
import * as field from './styles/field.css';
import { useHeldValue } from './use-held-value';

export interface ColourPairPickerProps {
  label?: string;
  /** The chosen pair; null means the theme's own colours. */
  value: ColourPair | null;
  /**
   * A pair was chosen here. The picker shows it at once, whenever `value` follows: the page may
   * apply it after the next paint (a whole page in new colours is a long task).
   */
  onChange: (pair: ColourPair) => void;
  presets?: readonly ColourPreset[];
  /** Starting colours for the custom pair when nothing is chosen yet. */
  fallback?: ColourPair;
}

const CUSTOM = 'custom';

/**
 * Preset pairs as a radio group (arrows move and choose), plus a custom pair from two colour inputs
 * (never with alpha). A custom pair below 4.5:1 is still allowed, since it is the learner's choice,
 * but the ratio and a warning are written out in words.
 */
export function ColourPairPicker({
  label = 'Background and text colours',
  value,
  onChange,
  presets = COLOUR_PRESETS,
  fallback = { background: '#F5F3EE', text: '#1F2A33' },
}: ColourPairPickerProps) {
  const id = useId();
  // Shown at once, while the owner applies it (maybe after the next paint).
  const [shown, hold] = useHeldValue(value, samePair);
  const matched = shown ? presets.find((preset) => preset.id === findPreset(shown)?.id) : undefined;
  const [customChosen, setCustomChosen] = useState(Boolean(shown) && !matched);
  const selected = customChosen || (shown && !matched) ? CUSTOM : (matched?.id ?? null);
  const pair = shown ?? fallback;
  const ratio = contrastRatio(pair.background, pair.text);
  const enough = ratio >= MIN_TEXT_CONTRAST;
  const send = (chosen: ColourPair) => {
    hold(chosen);
    onChange(chosen);
  };

  const choose = (key: string) => {
    if (key === CUSTOM) {
      setCustomChosen(true);
      send(pair);
      return;
    }
    const preset = presets.find((candidate) => candidate.id === key);
    if (!preset) return;
    setCustomChosen(false);
    send({ background: preset.background, text: preset.text });
  };

  return (
    <div className={styles.picker}>
      <RadioGroup value={selected} onChange={choose} orientation="horizontal" className={styles.picker}>
        <Label className={field.label}>{label}</Label>
        <div className={styles.swatches}>
          {presets.map((preset) => (
            <Radio key={preset.id} value={preset.id} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={styles.sample}
                    style={{ backgroundColor: preset.background, color: preset.text }}
                  >
                    {isSelected ? <CheckIcon /> : 'Aa'}
                  </span>
                  {preset.name}
                </>
              )}
            </Radio>
          ))}
          <Radio value={CUSTOM} className={styles.option}>
            <span aria-hidden="true" className={styles.sample}>
              +
            </span>
            Custom
          </Radio>
        </div>
      </RadioGroup>
      {selected === CUSTOM ? (
        <fieldset className={styles.custom}>
          <legend className={field.label}>Custom colours</legend>
          <ColourInput
            id={`${id}-background`}
            label="Background colour"
            value={pair.background}
            onChange={(background) => send({ ...pair, background })}
          />
          <ColourInput
            id={`${id}-text`}
            label="Text colour"
            value={pair.text}
            onChange={(text) => send({ ...pair, text })}
          />
          <p className={styles.preview} style={{ backgroundColor: pair.background, color: pair.text }}>
            This is how your text will look.
          </p>
          <p aria-live="polite" className={styles.verdict}>
            {enough ? <SuccessIcon className={styles.ok} /> : <WarningIcon className={styles.warning} />}
            <span className={enough ? undefined : styles.warning}>
              {enough
                ? `Contrast ${ratio.toFixed(1)} to 1: clear to read.`
                : `Contrast ${ratio.toFixed(1)} to 1 is too low. Text may be hard to read; choose colours with at least 4.5 to 1.`}
            </span>
          </p>
        </fieldset>
      ) : null}
    </div>
  );
}

interface ColourInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (hex: string) => void;
}

/** A native colour input: it has no alpha channel and is keyboard operable in every browser. */
function ColourInput({ id, label, value, onChange }: ColourInputProps) {
  return (
    <div className={styles.colourField}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <span className={styles.colourRow}>
        <input
          id={id}
          type="color"
          value={value.toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className={styles.colourInput}
        />
        <span className={styles.hex}>{value.toUpperCase()}</span>
      </span>
    </div>
  );
}
