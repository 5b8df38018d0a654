import { Button } from '@studyflow/ui/button';
import { Card } from '@studyflow/ui/card';
import { Stack } from '@studyflow/ui/stack';
import { Tiles } from '@studyflow/ui/tiles';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { type ToolId, useStudyToolsCopy } from '../copy';
import * as styles from '../study-tools.css';
import { EssayCalculator } from './essay-calculator';
import { ExamCalculator } from './exam-calculator';
import { PomodoroTimer } from './pomodoro-timer';
import { ProductivityPlanner } from './productivity-planner';
import { RevisionCalculator } from './revision-calculator';
import type { ToolProps } from './tool-props';
import { WordWizard } from './word-wizard';

export type HeadingLevel = 2 | 3;

const TOOLS: readonly [ToolId, ComponentType<ToolProps>][] = [
  ['wordWizard', WordWizard],
  ['essayCalculator', EssayCalculator],
  ['examCalculator', ExamCalculator],
  ['revisionCalculator', RevisionCalculator],
  ['planner', ProductivityPlanner],
  ['pomodoro', PomodoroTimer],
];

/**
 * TLS-1: the six tools and a 'Coming soon' card as a grid; choosing one shows it in place with a
 * way back. The page and the shell's modal show this same panel. Focus goes to the tool's heading
 * on opening and back to its card on returning, so keyboard users never lose their place.
 */
export function StudyToolsPanel({ level }: { level: HeadingLevel }) {
  const copy = useStudyToolsCopy();
  const [open, setOpen] = useState<ToolId | null>(null);
  const [returnTo, setReturnTo] = useState<ToolId | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRefs = useRef(new Map<ToolId, HTMLElement>());
  const H = level === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (open) headingRef.current?.focus();
    else if (returnTo) cardRefs.current.get(returnTo)?.querySelector('button')?.focus();
  }, [open, returnTo]);

  const entry = TOOLS.find(([id]) => id === open);
  if (entry) {
    const [id, Tool] = entry;
    return (
      <Stack gap="4">
        <div className={styles.screenOnly}>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              setReturnTo(id);
              setOpen(null);
            }}
          >
            {copy.backToTools}
          </Button>
        </div>
        <H ref={headingRef} tabIndex={-1} className={styles.toolHeading}>
          {copy.tools[id].name}
        </H>
        <Tool level={level === 2 ? 3 : 4} />
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <p className={styles.muted}>{copy.lead}</p>
      <Tiles as="ul" minTileWidth="md" gap="4" aria-label={copy.gridLabel}>
        {TOOLS.map(([id]) => {
          const tool = copy.tools[id];
          return (
            <li
              key={id}
              ref={(element) => {
                if (element) cardRefs.current.set(id, element);
              }}
            >
              <Card>
                <Stack gap="3">
                  <H className={styles.cardTitle}>{tool.name}</H>
                  {tool.alsoCalled ? (
                    <p className={styles.muted}>{copy.alsoCalled(tool.alsoCalled)}</p>
                  ) : null}
                  <p className={styles.plain}>{tool.summary}</p>
                  <Button aria-label={copy.open(tool.name)} onPress={() => setOpen(id)}>
                    {copy.openButton}
                  </Button>
                </Stack>
              </Card>
            </li>
          );
        })}
        <li>
          <Card>
            <Stack gap="3">
              <H className={styles.cardTitle}>{copy.comingSoon}</H>
              <p className={styles.muted}>{copy.comingSoonText}</p>
            </Stack>
          </Card>
        </li>
      </Tiles>
    </Stack>
  );
}
