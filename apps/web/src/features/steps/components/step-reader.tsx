import type { Step } from '@studyflow/contracts/learning';
import { Stack } from '@studyflow/ui/stack';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PageHeading } from '../../../lib/components/page';
import { RichText } from '../../../lib/html/rich-text';
import { setCurrentStep } from '../../../lib/learning/current-step';
import { ReadingTools } from '../../../lib/reading/reading-tools';
import { setFocusMode, useFocusMode } from '../../../lib/shell/focus-mode';
import { AfterFirstView } from '../../../lib/timing/after-first-view';
import { useStepsCopy } from '../copy';
import type { StepContext } from '../step-context';
import { StepBody } from './step-body';
import { StepFooter } from './step-footer';
import * as styles from './step-reader.css';
import { StepToolbar } from './step-toolbar';

export interface StepReaderProps {
  step: Step;
  context: StepContext;
  /** What the step belongs to (its flow, or the software of a tutorial), above its name. */
  eyebrow: string | null;
  sidebar: ReactNode;
}

/** STP-6: focus mode also asks the browser for the full screen, where it may; the page still works without. */
function toggleFocusMode(on: boolean): void {
  setFocusMode(on);
  if (on) document.documentElement.requestFullscreen?.().catch(() => undefined);
  else if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

/** Leaving the browser's full screen (Escape) ends focus mode too, so the switch never lies. */
function useFocusModeFollowsFullScreen(): void {
  useEffect(() => {
    const follow = () => {
      if (!document.fullscreenElement) setFocusMode(false);
    };
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
}

/**
 * The step view (STP-3 to STP-8): the step's name and tools, then its text, video or app with
 * READ MORE, the transcript and CONTINUE; the sidebar beside it unless focus mode hides it. Read
 * aloud reads the step's text, READ MORE and the transcript (docs/decisions.md, "Read aloud"). On the
 * app's first page the sidebar (a module's contents: up to 130 elements, most below a phone's first
 * view) renders a frame after the step (lib/timing/after-first-view.tsx, issue 34).
 */
export function StepReader({ step, context, eyebrow, sidebar }: StepReaderProps) {
  const copy = useStepsCopy();
  const focusMode = useFocusMode();
  const [showText, setShowText] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const moreId = useId();
  const transcriptId = useId();
  const readRef = useRef<HTMLElement>(null);
  useFocusModeFollowsFullScreen();

  // A new step starts as the learner would expect: its video, extra content and transcript closed.
  const [shownStep, setShownStep] = useState(step.id);
  if (shownStep !== step.id) {
    setShownStep(step.id);
    setShowText(false);
    setMoreOpen(false);
    setTranscriptOpen(false);
  }

  // Notes hang on the learner's record of a flow step (NOT-2); an Essentials step has none.
  const progressStepId = context.progressStepId;
  useEffect(() => {
    setCurrentStep(progressStepId === null ? null : { progressStepId, name: step.name });
    return () => setCurrentStep(null);
  }, [progressStepId, step.name]);

  return (
    <Stack gap="5">
      <Stack as="header" gap="3">
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <PageHeading title={step.name}>{step.name}</PageHeading>
        <StepToolbar
          step={step}
          context={context}
          showText={showText}
          onShowTextChange={setShowText}
          focusMode={focusMode}
          onFocusModeChange={toggleFocusMode}
        />
        <ReadingTools target={readRef} contentKey={`${step.id}:${showText}`} />
      </Stack>
      <div className={focusMode ? styles.focusLayout : styles.layout}>
        <Stack gap="5" className={styles.content}>
          {/* What read aloud reads: the step's text, READ MORE and the transcript, not the footer's buttons. */}
          <Stack gap="5" ref={readRef}>
            <StepBody step={step} context={context} showText={showText} />
            {moreOpen && step.extraContent ? (
              <Stack as="section" gap="2" id={moreId} aria-label={copy.moreTitle} className={styles.panel}>
                <RichText html={step.extraContent} className={styles.text} />
              </Stack>
            ) : null}
            {transcriptOpen && step.videoText ? (
              <Stack
                as="section"
                gap="2"
                id={transcriptId}
                aria-labelledby={`${transcriptId}-title`}
                className={styles.panel}
              >
                <h2 id={`${transcriptId}-title`} className={styles.eyebrow}>
                  {copy.transcriptTitle}
                </h2>
                <p className={styles.text}>{step.videoText}</p>
              </Stack>
            ) : null}
          </Stack>
          <StepFooter
            step={step}
            moreOpen={moreOpen}
            onMoreChange={setMoreOpen}
            moreId={moreId}
            transcriptOpen={transcriptOpen}
            onTranscriptChange={setTranscriptOpen}
            transcriptId={transcriptId}
          />
        </Stack>
        {/* The module's contents come a frame after the step on the app's first page: below the
            step on a phone, and in a column of their own beside it (its width kept) above. */}
        {focusMode ? null : (
          <div className={styles.sidebarSlot}>
            <AfterFirstView>{sidebar}</AfterFirstView>
          </div>
        )}
      </div>
    </Stack>
  );
}

/** Pages with a step reader end focus mode when the learner leaves them. */
export function useEndFocusModeOnLeave(): void {
  useEffect(
    () => () => {
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
      setFocusMode(false);
    },
    [],
  );
}
