import type { EssayWord } from '@studyflow/contracts/study-tools';
import { Alert } from '@studyflow/ui/alert';
import { Button } from '@studyflow/ui/button';
import { Skeleton } from '@studyflow/ui/skeleton';
import { Stack } from '@studyflow/ui/stack';
import { Tiles } from '@studyflow/ui/tiles';
import { visuallyHidden } from '@studyflow/ui/visually-hidden.css';
import { useMemo, useState } from 'react';
import { useEssayWords } from '../api/essay-words';
import { useStudyToolsCopy } from '../copy';
import * as styles from '../study-tools.css';
import type { ToolProps } from './tool-props';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** The words under each letter a–z, by the directive's first letter. */
export function byLetter(words: readonly EssayWord[]): Map<string, EssayWord[]> {
  const index = new Map<string, EssayWord[]>(LETTERS.map((letter) => [letter, []]));
  for (const word of words) index.get(word.directive.trim().charAt(0).toLowerCase())?.push(word);
  return index;
}

/**
 * TLS-2: the a–z index of directive words. Each letter is a button (Tab and Enter or Space) that
 * says how many words it holds; a letter with none is disabled, so Tab skips it.
 */
export function WordWizard({ level }: ToolProps) {
  const copy = useStudyToolsCopy();
  const words = useEssayWords();
  const [letter, setLetter] = useState('a');
  const index = useMemo(() => byLetter(words.data ?? []), [words.data]);
  const H = level === 3 ? 'h3' : 'h4';

  if (words.isPending) {
    return (
      <div role="status" aria-label={copy.loadingWords}>
        <Skeleton />
        <Skeleton />
      </div>
    );
  }
  if (words.isError) {
    return (
      <Stack gap="3">
        <Alert>{copy.wordsFailed}</Alert>
        <div>
          <Button variant="secondary" onPress={() => void words.refetch()}>
            {copy.tryAgain}
          </Button>
        </div>
      </Stack>
    );
  }
  const shown = index.get(letter) ?? [];
  return (
    <Stack gap="4">
      <p className={styles.plain}>{copy.wizardIntro}</p>
      <fieldset className={styles.fieldset}>
        <legend className={visuallyHidden}>{copy.lettersLabel}</legend>
        <Tiles minTileWidth="target" gap="2">
          {LETTERS.map((each) => {
            const count = index.get(each)?.length ?? 0;
            return (
              <Button
                key={each}
                size="sm"
                variant={each === letter ? 'primary' : 'secondary'}
                aria-pressed={each === letter}
                aria-label={copy.letterButton(each, count)}
                isDisabled={count === 0}
                onPress={() => setLetter(each)}
              >
                {each.toUpperCase()}
              </Button>
            );
          })}
        </Tiles>
      </fieldset>
      <section aria-labelledby="word-wizard-letter">
        <Stack gap="3">
          <H id="word-wizard-letter" className={styles.cardTitle}>
            {copy.wordsFor(letter)}
          </H>
          {shown.length === 0 ? (
            <p className={styles.muted}>{copy.noWords(letter)}</p>
          ) : (
            <Stack as="dl" gap="3" className={styles.definitions}>
              {shown.map((word) => (
                <div key={word.directive}>
                  <dt className={styles.term}>{word.directive}</dt>
                  <dd>{word.definition}</dd>
                </div>
              ))}
            </Stack>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
