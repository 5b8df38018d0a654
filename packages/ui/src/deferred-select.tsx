import { type KeyboardEvent, useId } from 'react';
import { ChevronDownIcon, ErrorIcon } from './icons';
import type { SelectProps } from './select';
import * as styles from './select.css';
import { lazyModule, useStandIn } from './stand-in';
import * as field from './styles/field.css';

const selectCode = lazyModule(() => import('./select'));

/** Keys that open a select-only combobox (as React Aria's Select does). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A Select whose code (React Aria's select, list box, popover and collection machinery, ~50 KB of
 * script, and the longest piece of work in its page's first render) loads only when the learner
 * shows interest: the pointer coming over the button, focus reaching it, or a press. Until then it
 * is a plain button drawn, named and described the same (label, chosen value, hint), so a first view
 * with a select in it (the dashboard's weekly goal) does not pay for a list nobody has opened. The
 * real select takes its place as soon as its code is here, with the focus if the stand-in had it,
 * and open if it was pressed (stand-in.ts).
 */
export function DeferredSelect<K extends string | number>(props: SelectProps<K>) {
  const {
    real: select,
    opening,
    hadFocus,
    open,
    standInProps,
  } = useStandIn<typeof import('./select'), true>(selectCode);
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const errorId = useId();

  if (select) return <select.Select {...props} autoFocus={hadFocus || opening} defaultOpen={opening} />;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open(true);
  };
  const chosen = props.items.find((item) => item.id === props.selectedKey);
  const hasError = Boolean(props.errorMessage);
  const describedBy = [props.description ? descriptionId : '', hasError ? errorId : ''].join(' ').trim();

  return (
    <div className={field.field}>
      <span id={labelId} className={field.label}>
        {props.label}
      </span>
      {props.description ? (
        <span id={descriptionId} className={field.description}>
          {props.description}
        </span>
      ) : null}
      <button
        {...standInProps}
        type="button"
        className={hasError ? `${styles.trigger} ${styles.invalid}` : styles.trigger}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy || undefined}
        disabled={props.isDisabled}
        onKeyDown={onKeyDown}
        onClick={() => open(true)}
      >
        <span id={valueId} className={styles.value} data-placeholder={chosen ? undefined : ''}>
          {chosen ? chosen.label : (props.placeholder ?? 'Select an option')}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {hasError ? (
        <span id={errorId} className={field.error}>
          <ErrorIcon />
          <span>{props.errorMessage}</span>
        </span>
      ) : null}
    </div>
  );
}
