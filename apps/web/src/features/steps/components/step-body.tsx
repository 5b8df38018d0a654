import type { Step } from '@studyflow/contracts/learning';
import { Stack } from '@studyflow/ui/stack';
import { heading } from '@studyflow/ui/styles/text.css';
import { RichText } from '../../../lib/html/rich-text';
import { useStepsCopy } from '../copy';
import type { StepContext } from '../step-context';
import * as styles from './step-reader.css';
import { StepVideo } from './step-video';

/** An app step (STP-5): the app's name, description and picture, then how each of the learner's software does it. */
function AppBody({ step, app }: { step: Step; app: NonNullable<Step['app']> }) {
  const copy = useStepsCopy();
  return (
    <Stack gap="4">
      <RichText html={step.content} className={styles.text} />
      <Stack as="section" gap="2" className={styles.panel} aria-labelledby={`app-${step.id}`}>
        <h2 id={`app-${step.id}`} className={heading({ level: 2 })}>
          {app.name}
        </h2>
        <p className={styles.text}>{app.description}</p>
        {app.buttonImage ? <img src={app.buttonImage} alt="" className={styles.appImage} /> : null}
      </Stack>
      {app.howTo.length === 0 ? (
        <p className={styles.text}>{copy.app.noHowTo}</p>
      ) : (
        app.howTo.map((howTo) => (
          <section key={howTo.softwareSlug} aria-labelledby={`how-${step.id}-${howTo.softwareSlug}`}>
            <h2 id={`how-${step.id}-${howTo.softwareSlug}`} className={heading({ level: 3 })}>
              {copy.app.howTo(howTo.softwareName)}
            </h2>
            <RichText html={howTo.text} className={styles.text} topHeadingLevel={3} />
          </section>
        ))
      )}
    </Stack>
  );
}

/** What the step draws on (our content cites research), as a short list under a small heading. */
function Sources({ step }: { step: Step }) {
  const copy = useStepsCopy();
  if (step.sources.length === 0) return null;
  return (
    <section aria-labelledby={`sources-${step.id}`} className={styles.sources}>
      <h2 id={`sources-${step.id}`} className={heading({ level: 3 })}>
        {copy.sources}
      </h2>
      <ul>
        {step.sources.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The main area (STP-5): the text; the video, or its text when the learner switched to it
 * (STP-6); or the app. The tip and the sources follow.
 */
export function StepBody({
  step,
  context,
  showText,
}: {
  step: Step;
  context: StepContext;
  showText: boolean;
}) {
  const copy = useStepsCopy();
  const video = step.pageType === 'vid' && step.video ? step.video : null;
  return (
    <Stack gap="5">
      {video !== null && !showText ? (
        <StepVideo step={{ ...step, video }} context={context} />
      ) : step.pageType === 'app' && step.app ? (
        <AppBody step={step} app={step.app} />
      ) : (
        <RichText html={step.content} className={styles.text} />
      )}
      {step.tip ? (
        <p className={styles.tip}>
          <strong>{copy.tip}: </strong>
          {step.tip}
        </p>
      ) : null}
      <Sources step={step} />
    </Stack>
  );
}
