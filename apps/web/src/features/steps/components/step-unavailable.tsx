import { ButtonLink } from '@studyflow/ui/button-link';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { dashboardFor } from '../../../config/paths';
import { PageHeading } from '../../../lib/components/page';
import { useEdition } from '../../../lib/edition/edition';
import { useStepsCopy } from '../copy';

/**
 * A step the server would not give (an address that names nothing, say). Missing steps and
 * outages go to their error pages through the app's error handler; this covers the rest.
 */
export function StepUnavailable() {
  const copy = useStepsCopy();
  const edition = useEdition();
  return (
    <Stack gap="4" align="start">
      <PageHeading>{copy.stepUnavailable}</PageHeading>
      <p className={text()}>{copy.stepUnavailableHelp}</p>
      <ButtonLink href={dashboardFor(edition)}>{copy.goToDashboard}</ButtonLink>
    </Stack>
  );
}
