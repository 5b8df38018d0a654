import { TOAST_ERROR_TITLE } from '@studyflow/contracts/error-catalogue';
import { ONBOARDING_MESSAGES } from '@studyflow/contracts/onboarding-messages';
import type { Id } from '@studyflow/contracts/tolerant';
import { Button } from '@studyflow/ui/button';
import { Card } from '@studyflow/ui/card';
import { Cluster } from '@studyflow/ui/cluster';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { snackbar } from '@studyflow/ui/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { dashboardFor } from '../../../config/paths';
import { focusFirstIn } from '../../../lib/a11y/focus-first';
import { contentColumn } from '../../../lib/components/layout.css';
import { PageHeading } from '../../../lib/components/page';
import { useEdition } from '../../../lib/edition/edition';
import { notify } from '../../../lib/shell/notify';
import { useSaveSoftware } from '../api/select-software';
import { useSoftwareCopy } from '../copy';
import { SoftwareChooser } from './software-chooser';
import * as styles from './software-selection-page.css';

/**
 * /dashboard/settings/profile/software-selection: the learner's software, preselected, and SAVE.
 * 'Software has been saved.' shows in the notification bar and goes to the edition's dashboard;
 * a failure shows the server's message in the error toast (6 s) and keeps the choice.
 */
export function SoftwareSelectionPage() {
  const copy = useSoftwareCopy();
  const edition = useEdition();
  const [, navigate] = useLocation();
  const [selection, setSelection] = useState<ReadonlySet<Id> | null>(null);
  const [showEmptyError, setShowEmptyError] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const chooserRef = useRef<HTMLDivElement>(null);
  const { save, isPending } = useSaveSoftware();
  const onChange = useCallback((ids: Set<Id>) => setSelection(ids), []);

  useEffect(() => {
    if (focusRequest > 0) focusFirstIn(chooserRef.current);
  }, [focusRequest]);

  const submit = async () => {
    if (selection === null) return;
    if (selection.size === 0) {
      setShowEmptyError(true);
      setFocusRequest((count) => count + 1);
      return;
    }
    const result = await save([...selection]);
    if (!result.ok) {
      snackbar(TOAST_ERROR_TITLE, result.message);
      return;
    }
    notify(result.message);
    navigate(dashboardFor(edition));
  };

  return (
    <Stack gap="8" className={contentColumn}>
      <Stack gap="2">
        <PageHeading>{copy.page.title}</PageHeading>
        <p className={text({ size: 'lg', tone: 'muted' })}>{copy.page.intro}</p>
      </Stack>
      <Card padding="lg">
        <Stack gap="8">
          <div ref={chooserRef}>
            <SoftwareChooser
              value={selection}
              onChange={onChange}
              errorMessage={showEmptyError && selection?.size === 0 ? ONBOARDING_MESSAGES.software : null}
            />
          </div>
          {selection === null ? null : (
            <Cluster justify="end" wrap={false} className={styles.actions}>
              <Button onPress={() => void submit()} isPending={isPending} pendingLabel={copy.page.saving}>
                {copy.page.save}
              </Button>
            </Cluster>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
