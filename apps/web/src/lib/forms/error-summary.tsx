import { Stack } from '@studyflow/ui/stack';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { focusFirstIn } from '../a11y/focus-first';
import { useSharedCopy } from '../edition/copy';
import * as styles from './error-summary.css';

export interface SummaryError {
  /** The id of the field, or of the element around a group of controls, the link leads to. */
  target: string;
  /** The field's label: the same message ("Field required") under several fields needs it. */
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** Bumped on every failed submit: focus then moves to the summary. */
  focusRequest: number;
  /** The title's heading level: 2 under a page's heading, 3 inside a section that has its own. */
  level?: 2 | 3;
}

/** The field itself when it is a control (an input), else the first control inside (a group). */
function focusTarget(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  if (element.matches('input, select, textarea, button, [tabindex]')) element.focus();
  else focusFirstIn(element);
}

/**
 * GOV.UK's error summary: after a failed submit, "There is a problem" at the top of the form with a
 * link to each field that needs attention, and focus moved to it, so a screen-reader user hears
 * every problem at once and anyone can jump to each field. It follows the fields as they are fixed
 * and goes once none is left.
 */
export function ErrorSummary({ errors, focusRequest, level = 2 }: ErrorSummaryProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  const { errorSummaryTitle } = useSharedCopy();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus();
  }, [focusRequest]);

  if (!shown) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    // The browser's own jump would scroll the label out of sight and leave focus behind.
    event.preventDefault();
    focusTarget(target);
  };
  return (
    <Stack as="section" gap="2" ref={ref} tabIndex={-1} aria-labelledby={titleId} className={styles.summary}>
      <Title id={titleId} className={styles.title}>
        {errorSummaryTitle}
      </Title>
      <Stack as="ul" gap="1" className={styles.list}>
        {errors.map((error) => (
          <li key={error.target}>
            <a
              href={`#${error.target}`}
              className={styles.link}
              onClick={(event) => follow(event, error.target)}
            >
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
