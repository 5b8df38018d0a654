import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { Stepper } from '@studyflow/ui/stepper';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { TextArea } from '@studyflow/ui/text-area';
import { TextField } from '@studyflow/ui/text-field';
import { useEffect, useRef, useState } from 'react';
import { toAppError } from '../../../lib/api/errors';
import { ReadingTools } from '../../../lib/reading/reading-tools';
import { notify } from '../../../lib/shell/notify';
import { useCreateReflection } from '../api/create-reflection';
import { useUpdateReflection } from '../api/update-reflection';
import { useJournalCopy } from '../copy';
import { type AnswerKey, hasContent, type JournalDraft, journalDrafts } from '../draft';
import { DraftConflict } from './draft-conflict';
import * as styles from './journal.css';

const LAST_STEP = 6;
/** Steps 2 to 6 ask these answers; step 1 asks the title (JRN-6). */
const STEP_ANSWER: Record<number, AnswerKey> = {
  2: 'observe1',
  3: 'observe2',
  4: 'reflect1',
  5: 'reflect2',
  6: 'act',
};
const phaseOf = (step: number): 'observe' | 'reflect' | 'act' =>
  step <= 3 ? 'observe' : step <= 5 ? 'reflect' : 'act';

export interface EntryModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Where the draft is kept: one per learner and entry. */
  draftKey: string;
  initial: JournalDraft;
  /** Whether `initial` is a draft kept from an earlier visit (the modal says so and offers discard). */
  resumed: boolean;
  /**
   * The saved entry, when it was saved again since the kept draft began: the modal first asks which
   * version to carry on with, and overwrites nothing until then.
   */
  conflict?: { saved: JournalDraft; reason: 'changed' | 'unknown' } | null;
}

/**
 * The entry modal (JRN-6, JRN-7): a welcome step, then the title and the OBSERVE, REFLECT and ACT
 * questions one at a time. Every keystroke is kept on the device, so closing, reloading or a failed
 * save never loses a word; FINISH saves (update with an id, create without) and forgets the draft.
 */
export function EntryModal({
  isOpen,
  onClose,
  draftKey,
  initial,
  resumed,
  conflict = null,
}: EntryModalProps) {
  const copy = useJournalCopy();
  const [draft, setDraft] = useState(initial);
  const [choosing, setChoosing] = useState(conflict);
  const [kept, setKept] = useState(resumed);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const create = useCreateReflection();
  const update = useUpdateReflection();
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const welcomeRef = useRef<HTMLHeadingElement>(null);
  // What read aloud reads: the welcome, or the step's question with its help (not the stepper).
  const readRef = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const saving = create.isPending || update.isPending;

  // A new step's field takes focus, so keyboard users keep their place.
  // Back on the welcome step (PREVIOUS has gone), its heading takes focus; not on first open, where
  // the dialog places focus itself.
  // After the choice between a draft and a newer save, focus goes on as if the step had changed.
  useEffect(() => {
    if (choosing) return;
    if (draft.step > 0) fieldRef.current?.focus();
    else if (moved.current) welcomeRef.current?.focus();
    moved.current = true;
  }, [draft.step, choosing]);

  const change = (next: JournalDraft) => {
    setDraft(next);
    journalDrafts.write(draftKey, next);
  };
  const goTo = (step: number) => change({ ...draft, step });

  const titleMissing = () => {
    if (draft.title.trim() !== '') return false;
    setTitleError(copy.titleBlank);
    if (draft.step !== 1) goTo(1);
    else fieldRef.current?.focus();
    return true;
  };

  const finish = () => {
    if (titleMissing()) return;
    setFailed(null);
    const fields = {
      title: draft.title.trim(),
      observe1: draft.observe1,
      observe2: draft.observe2,
      reflect1: draft.reflect1,
      reflect2: draft.reflect2,
      act: draft.act,
    };
    const done = {
      onSuccess: () => {
        journalDrafts.clear(draftKey);
        notify(copy.saved);
        onClose();
      },
      onError: (error: unknown) => {
        // A refusal the learner can act on (e.g. the journal is full) is said in its own words.
        const { status, msg } = toAppError(error);
        setFailed(status === 422 && msg ? copy.saveRefused(msg) : copy.saveFailed);
      },
    };
    if (draft.id === null) create.mutate(fields, done);
    else update.mutate({ ...fields, id: draft.id }, done);
  };

  const keepDraft = (saved: JournalDraft) => {
    // From now on the draft stands on the newer save: FINISH replaces it, knowingly.
    change({ ...draft, base: saved.base });
    moved.current = true;
    setChoosing(null);
    notify(copy.keptDraftChosen);
  };

  const takeSaved = (saved: JournalDraft) => {
    journalDrafts.clear(draftKey);
    setDraft({ ...saved, step: 0 });
    setKept(false);
    moved.current = true;
    setChoosing(null);
    notify(copy.savedChosen);
  };

  const discard = () => {
    journalDrafts.clear(draftKey);
    notify(copy.draftDiscarded);
    onClose();
  };

  const answer = STEP_ANSWER[draft.step];
  const body = choosing ? (
    <DraftConflict
      draft={draft}
      saved={choosing.saved}
      reason={choosing.reason}
      onKeepDraft={() => keepDraft(choosing.saved)}
      onUseSaved={() => takeSaved(choosing.saved)}
    />
  ) : draft.step === 0 ? (
    <Stack gap="3" ref={readRef}>
      <h3 ref={welcomeRef} tabIndex={-1} className={heading({ level: 3 })}>
        {copy.welcomeHeading}
      </h3>
      {copy.welcomeText.map((paragraph) => (
        <p key={paragraph} className={text()}>
          {paragraph}
        </p>
      ))}
    </Stack>
  ) : (
    <Stack gap="4">
      <Stepper
        label={copy.stepsLabel}
        steps={copy.stepNames}
        current={draft.step - 1}
        completed={new Set(Array.from({ length: draft.step - 1 }, (_, index) => index))}
        orientation="horizontal"
        compact
      />
      <Stack gap="4" ref={readRef}>
        {answer === undefined ? (
          <TextField
            label={copy.titleLabel}
            description={copy.titleHelp}
            value={draft.title}
            onChange={(title) => {
              change({ ...draft, title });
              if (title.trim() !== '') setTitleError(null);
            }}
            errorMessage={titleError}
            inputRef={fieldRef}
            isRequired
          />
        ) : (
          <Stack gap="2">
            <h3 className={styles.phase}>{copy.phases[phaseOf(draft.step)]}</h3>
            {answer === 'act' ? <p className={text({ weight: 'semibold' })}>{copy.actHeader}</p> : null}
            <TextArea
              label={copy.questions[answer]}
              description={answer === 'act' ? copy.actHelp : undefined}
              value={draft[answer]}
              onChange={(value) => change({ ...draft, [answer]: value })}
              textAreaRef={fieldRef}
              rows={5}
            />
          </Stack>
        )}
      </Stack>
    </Stack>
  );

  return (
    <Modal
      title={draft.id === null ? copy.modalNew : copy.modalEdit}
      width="lg"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      closeLabel={copy.close}
      footer={
        choosing ? null : (
          <Cluster gap="3" justify="between">
            <Cluster gap="3">
              {kept || hasContent(draft) ? (
                <Button variant="text" onPress={discard}>
                  {copy.discardDraft}
                </Button>
              ) : null}
            </Cluster>
            <Cluster gap="3">
              {draft.step > 0 ? (
                <Button variant="secondary" onPress={() => goTo(draft.step - 1)} isDisabled={saving}>
                  {copy.previous}
                </Button>
              ) : null}
              {draft.step < LAST_STEP ? (
                <Button
                  onPress={() => (draft.step === 1 && titleMissing() ? undefined : goTo(draft.step + 1))}
                >
                  {copy.next}
                </Button>
              ) : (
                <Button onPress={finish} isPending={saving} pendingLabel={copy.saving}>
                  {copy.finish}
                </Button>
              )}
            </Cluster>
          </Cluster>
        )
      }
    >
      <Stack gap="4">
        {kept && !choosing ? (
          <Alert variant="info" role="status">
            {copy.draftKept}
          </Alert>
        ) : null}
        {failed ? <Alert variant="error">{failed}</Alert> : null}
        {choosing ? null : <ReadingTools target={readRef} contentKey={draft.step} />}
        {body}
      </Stack>
    </Modal>
  );
}
