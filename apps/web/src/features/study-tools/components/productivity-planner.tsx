import { CreatePlanBlockInputSchema, type PlanBlock } from '@studyflow/contracts/study-tools';
import { Button } from '@studyflow/ui/button';
import { Card } from '@studyflow/ui/card';
import { Cluster } from '@studyflow/ui/cluster';
import { IconButton } from '@studyflow/ui/icon-button';
import { CloseIcon } from '@studyflow/ui/icons';
import { Select } from '@studyflow/ui/select';
import { Skeleton } from '@studyflow/ui/skeleton';
import { Stack } from '@studyflow/ui/stack';
import { TextField } from '@studyflow/ui/text-field';
import { Tiles } from '@studyflow/ui/tiles';
import { useState } from 'react';
import { notify } from '../../../lib/shell/notify';
import { usePlannerWeek } from '../api/planner';
import { useStudyToolsCopy } from '../copy';
import * as styles from '../study-tools.css';
import type { ToolProps } from './tool-props';

/**
 * TLS-13 (docs/decisions.md): a repeating week of study blocks kept on the server (or, where the
 * upstream keeps no plans, in this browser, and it says so), added with a short form, shown day by
 * day (Monday first), removable and printable.
 */
export function ProductivityPlanner({ level }: ToolProps) {
  const copy = useStudyToolsCopy();
  const week = usePlannerWeek();
  const [weekday, setWeekday] = useState(0);
  const [title, setTitle] = useState('');
  const [startTime, setStartTime] = useState('09:00');
  const [endTime, setEndTime] = useState('10:00');
  const [errors, setErrors] = useState<{ title?: string; time?: string }>({});
  const H = level === 3 ? 'h3' : 'h4';

  const submit = () => {
    const parsed = CreatePlanBlockInputSchema.safeParse({ weekday, title, startTime, endTime });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        title: fields.has('title') ? copy.blockErrors.title : undefined,
        time: fields.has('endTime') || fields.has('startTime') ? copy.blockErrors.time : undefined,
      });
      return;
    }
    setErrors({});
    week.add(parsed.data, (kept) => {
      if (!kept) {
        setErrors({ title: copy.plannerFull });
        return;
      }
      setTitle('');
      notify(copy.blockAdded);
    });
  };

  const blocks: PlanBlock[] = week.blocks;
  return (
    <Stack gap="5">
      <div className={styles.screenOnly}>
        <Stack gap="4">
          <p className={styles.plain}>{week.isLocal ? copy.plannerIntroLocal : copy.plannerIntro}</p>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="4">
              <Cluster gap="4" align="start">
                <Select
                  label={copy.weekday}
                  items={copy.weekdays.map((day, index) => ({ id: index, label: day }))}
                  selectedKey={weekday}
                  onSelectionChange={setWeekday}
                />
                <TextField
                  label={copy.blockTitle}
                  value={title}
                  onChange={setTitle}
                  errorMessage={errors.title}
                />
              </Cluster>
              <Cluster gap="4" align="start">
                <TextField label={copy.blockStart} type="time" value={startTime} onChange={setStartTime} />
                <TextField
                  label={copy.blockEnd}
                  type="time"
                  value={endTime}
                  onChange={setEndTime}
                  errorMessage={errors.time}
                />
              </Cluster>
              <Cluster gap="3">
                <Button type="submit" isPending={week.isAdding}>
                  {copy.addBlock}
                </Button>
                <Button variant="secondary" onPress={() => window.print()}>
                  {copy.printPlan}
                </Button>
              </Cluster>
            </Stack>
          </form>
        </Stack>
      </div>
      {week.isPending ? (
        <Skeleton />
      ) : (
        <Tiles as="ul" minTileWidth="sm" gap="3" className={styles.printArea} aria-label={copy.weekLabel}>
          {copy.weekdays.map((day, index) => {
            const today = blocks.filter((block) => block.weekday === index);
            return (
              <li key={day}>
                <Card>
                  <Stack gap="2">
                    <H className={styles.dayTitle}>{day}</H>
                    {today.length === 0 ? (
                      <p className={styles.muted}>{copy.emptyDay}</p>
                    ) : (
                      <Stack as="ul" gap="2">
                        {today.map((block) => (
                          <li key={block.id}>
                            <Cluster gap="2" align="center" justify="between" wrap={false}>
                              <span>
                                {block.startTime}–{block.endTime} {block.title}
                              </span>
                              <span className={styles.screenOnly}>
                                <IconButton
                                  label={copy.removeBlock(block.title, day, block.startTime)}
                                  icon={<CloseIcon />}
                                  onPress={() => week.remove(block.id, () => notify(copy.blockRemoved))}
                                />
                              </span>
                            </Cluster>
                          </li>
                        ))}
                      </Stack>
                    )}
                  </Stack>
                </Card>
              </li>
            );
          })}
        </Tiles>
      )}
    </Stack>
  );
}
