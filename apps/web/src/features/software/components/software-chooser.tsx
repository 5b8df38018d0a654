import type { Id } from '@studyflow/contracts/tolerant';
import { Alert } from '@studyflow/ui/alert';
import { ChipGroup } from '@studyflow/ui/chip-group';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { routes } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session/session';
import { useSoftwareList } from '../api/list-software';
import { useSoftwareCopy } from '../copy';
import { groupSoftware, initialSelection } from '../model/software-groups';

export interface SoftwareChooserProps {
  /** The chosen ids; null until the list has loaded and the first selection is made. */
  value: ReadonlySet<Id> | null;
  onChange: (ids: Set<Id>) => void;
  errorMessage?: string | null;
}

/**
 * The software chips, one group per software group (ONB-9), used by the onboarding wizard
 * and the settings page. It loads the list on mount (a loader meanwhile; any failure goes to
 * /error, as ONB-10 says) and, while `value` is null, starts from the learner's own selection or
 * from every assistive software. The owner keeps the selection, so going back and forth in the
 * wizard keeps what was chosen.
 */
export function SoftwareChooser({ value, onChange, errorMessage = null }: SoftwareChooserProps) {
  const copy = useSoftwareCopy();
  const list = useSoftwareList();
  const user = useCurrentUser();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (list.isError) navigate(routes.error.href(), { replace: true });
  }, [list.isError, navigate]);

  useEffect(() => {
    if (!list.data || value !== null) return;
    onChange(initialSelection(list.data, user?.softwares.map((software) => software.id) ?? []));
  }, [list.data, value, onChange, user]);

  if (!list.data || value === null) return <LoadingScreen variant="region" message={copy.loading} />;

  return (
    <Stack gap="6">
      <p className={text({ tone: 'muted' })}>{copy.intro}</p>
      {errorMessage ? <Alert variant="error">{errorMessage}</Alert> : null}
      {groupSoftware(list.data).map((group) => {
        const groupIds = new Set(group.items.map((software) => software.id));
        return (
          <ChipGroup
            key={group.name}
            label={group.name}
            selectionMode="multiple"
            items={group.items.map((software) => ({
              id: software.id,
              label: software.name,
              description: software.description ?? undefined,
            }))}
            selectedKeys={new Set([...value].filter((id) => groupIds.has(id)))}
            onSelectionChange={(keys) =>
              // Chips of the other groups keep their state; only this group's part is replaced.
              onChange(new Set([...[...value].filter((id) => !groupIds.has(id)), ...keys]))
            }
          />
        );
      })}
      <p className={text({ size: 'sm', tone: 'muted' })}>{copy.selectedCount(value.size)}</p>
    </Stack>
  );
}
