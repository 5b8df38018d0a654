import { useId, useLayoutEffect, useRef } from 'react';
import { Slider as AriaSlider, Label, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import * as styles from './slider.css';
import * as field from './styles/field.css';

export interface SliderProps {
  label: string;
  minValue: number;
  maxValue: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  /** Words for a value, shown beside the label and read by screen readers (aria-valuetext). */
  valueLabel?: (value: number) => string;
  description?: string;
  /** Called once when a drag or key press ends: the moment to save. */
  onChangeEnd?: (value: number) => void;
  isDisabled?: boolean;
}

/**
 * A single-thumb slider (WAI-ARIA slider pattern): arrows step, Page Up/Down step by a tenth,
 * Home/End jump to the ends. The value is always shown as a number or words, never by position alone.
 */
export function Slider({
  label,
  minValue,
  maxValue,
  step,
  value,
  onChange,
  valueLabel,
  description,
  onChangeEnd,
  isDisabled,
}: SliderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  const text = valueLabel ? valueLabel(value) : String(value);
  // React Aria only formats numbers for aria-valuetext and has no description slot on a slider, so
  // both are written on the thumb's input after each render.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('aria-valuetext', text);
    if (description) input.setAttribute('aria-describedby', descriptionId);
    else input.removeAttribute('aria-describedby');
  });
  const toNumber = (next: number | number[]) => (Array.isArray(next) ? (next[0] ?? minValue) : next);
  return (
    <AriaSlider
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      value={value}
      onChange={(next) => onChange(toNumber(next))}
      onChangeEnd={onChangeEnd ? (next) => onChangeEnd(toNumber(next)) : undefined}
      isDisabled={isDisabled}
      className={styles.slider}
    >
      <Label className={`${field.label} ${styles.label}`}>{label}</Label>
      <SliderOutput className={styles.output}>{text}</SliderOutput>
      {description ? (
        <p id={descriptionId} className={`${field.description} ${styles.description}`}>
          {description}
        </p>
      ) : null}
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <span className={styles.rail} />
            <span className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={styles.thumb} inputRef={inputRef} />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
