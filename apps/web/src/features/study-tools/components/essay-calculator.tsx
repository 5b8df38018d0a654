import { ESSAY_OPTIONS, MIND_MAP_FORMATS, type MindMapFormat } from '@studyflow/contracts/study-tools';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { Select } from '@studyflow/ui/select';
import { Stack } from '@studyflow/ui/stack';
import { useState } from 'react';
import { ESSAY_WORD_COUNTS, ESSAY_WORDS, essayPlan } from '../calculators';
import { useStudyToolsCopy } from '../copy';
import { mindMapHref } from '../mind-map-href';
import * as styles from '../study-tools.css';
import type { ToolProps } from './tool-props';

const FORMATS = Object.keys(MIND_MAP_FORMATS) as MindMapFormat[];

/**
 * TLS-3, TLS-4: the word count (1000–5000 in 500s, default 1000), plans A and B, and each plan's
 * mind map to download. Only formats we can make faithfully are offered; the note says why.
 */
export function EssayCalculator({ level }: ToolProps) {
  const copy = useStudyToolsCopy();
  const [words, setWords] = useState<number>(ESSAY_WORDS.min);
  const H = level === 3 ? 'h3' : 'h4';
  return (
    <Stack gap="5">
      <p className={styles.plain}>{copy.essayIntro}</p>
      <div>
        <Select
          label={copy.wordCount}
          items={ESSAY_WORD_COUNTS.map((count) => ({ id: count, label: String(count) }))}
          selectedKey={words}
          onSelectionChange={setWords}
        />
      </div>
      <Cluster gap="6" align="start">
        {ESSAY_OPTIONS.map((option) => {
          const plan = essayPlan(words, option);
          const id = `essay-plan-${option}`;
          return (
            <section key={option} aria-labelledby={id}>
              <Stack gap="3">
                <H id={id} className={styles.cardTitle}>
                  {copy.plan(option)}
                </H>
                <p className={styles.muted}>{copy.planHint[option]}</p>
                <table className={styles.table} aria-labelledby={id}>
                  <thead>
                    <tr>
                      <th scope="col">{copy.part}</th>
                      <th scope="col">{copy.words}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(
                      [
                        [copy.intro, plan.intro],
                        [copy.body, plan.body],
                        [copy.conclusion, plan.conclusion],
                        [copy.total, words],
                      ] as const
                    ).map(([part, count]) => (
                      <tr key={part}>
                        <th scope="row">{part}</th>
                        <td>{count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Cluster gap="2">
                  {FORMATS.map((format) => (
                    <ButtonLink
                      key={format}
                      size="sm"
                      variant="secondary"
                      href={mindMapHref(words, option, format)}
                      download
                      aria-label={copy.downloadPlan(option, copy.formats[format])}
                    >
                      {copy.download(copy.formats[format])}
                    </ButtonLink>
                  ))}
                </Cluster>
              </Stack>
            </section>
          );
        })}
      </Cluster>
      <p className={styles.muted}>{copy.formatNote}</p>
    </Stack>
  );
}
