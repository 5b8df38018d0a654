import type { User } from '@studyflow/contracts/user';
import { Button } from '@studyflow/ui/button';
import { Card } from '@studyflow/ui/card';
import { Cluster } from '@studyflow/ui/cluster';
import { Column, Columns } from '@studyflow/ui/columns';
import { Stack } from '@studyflow/ui/stack';
import { Stepper } from '@studyflow/ui/stepper';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { useEffect, useRef } from 'react';
import { focusFirstIn } from '../../../lib/a11y/focus-first';
import { pageColumn } from '../../../lib/components/layout.css';
import { PageHeading, useFocusOnChange } from '../../../lib/components/page';
import { ErrorSummary, type SummaryError } from '../../../lib/forms/error-summary';
import { useCurrentUser } from '../../../lib/session/session';
import { useSignOut } from '../../../lib/session/sign-out';
import { useOnboardingCopy } from '../copy';
import type { StepErrors } from '../model/validation';
import type { SoftwarePort } from '../software-port';
import { CourseStep } from './course-step';
import { fieldTarget } from './field-target';
import { KnowledgeStep } from './knowledge-step';
import * as styles from './onboarding.css';
import { PrioritiesStep } from './priorities-step';
import { useOnboardingWizard } from './use-onboarding-wizard';
import { WizardNav } from './wizard-nav';

export interface OnboardingPageProps {
  software: SoftwarePort;
}

/** /onboarding. The guard renders it only for a signed-in user who has not finished onboarding. */
export function OnboardingPage({ software }: OnboardingPageProps) {
  const user = useCurrentUser();
  return user ? <Wizard user={user} software={software} /> : null;
}

/** The steps with several fields, where one problem can hide another: they get an error summary. */
const SUMMARISED = new Set(['course', 'knowledge']);

function summaryOf(errors: StepErrors, copy: ReturnType<typeof useOnboardingCopy>): SummaryError[] {
  const labels: Record<keyof StepErrors, string> = {
    startYear: copy.course.startYear,
    endYear: copy.course.endYear,
    subject: copy.course.subject,
    software: copy.steps.software,
    overall: copy.knowledge.overall,
  };
  return (Object.keys(errors) as (keyof StepErrors)[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ target: fieldTarget(field), label: labels[field], message }] : [];
  });
}

function Wizard({ user, software }: { user: User; software: SoftwarePort }) {
  const copy = useOnboardingCopy();
  const wizard = useOnboardingWizard(user, software);
  const { signOut, isPending: signingOut } = useSignOut();
  const stepName = copy.steps[wizard.step];
  const stepNames = wizard.steps.map((id) => copy.steps[id]);
  const stepHeadingRef = useFocusOnChange<HTMLHeadingElement>(wizard.index);
  const panelRef = useRef<HTMLDivElement>(null);
  const { answers, setAnswers, errors, focusRequest } = wizard;
  const summarised = SUMMARISED.has(wizard.step);
  // The end year's message waits for a start year (its picker is disabled until then), here too.
  const summaryErrors = summaryOf(
    answers.course.startYear === null ? { ...errors, endYear: undefined } : errors,
    copy,
  );

  // After a failed check, focus goes to the error summary where there is one, else to the first
  // field with an error (its message is read with it). Only a new request moves focus, not every
  // change of the errors while someone fixes them.
  useEffect(() => {
    if (focusRequest === 0 || summarised) return;
    const first = Object.keys(errors)[0];
    if (first) focusFirstIn(panelRef.current?.querySelector(`[data-field="${first}"]`) ?? null);
  }, [focusRequest]);

  return (
    <Stack gap="8" className={pageColumn}>
      <Cluster as="header" gap="4" align="start" justify="between">
        <Stack gap="2" className={styles.headerText}>
          <PageHeading title={stepName}>{copy.title(user.firstName)}</PageHeading>
          <p className={text({ size: 'lg', tone: 'muted' })}>{copy.intro}</p>
        </Stack>
        <Button variant="secondary" size="sm" onPress={signOut} isPending={signingOut}>
          {copy.signOut}
        </Button>
      </Cluster>
      <Columns collapseAtOrBelow="tablet" gap="8" align="start">
        <Column width="content" className={styles.stepList}>
          <Stepper
            label={copy.stepListLabel}
            steps={stepNames}
            current={wizard.index}
            completed={wizard.completed}
          />
        </Column>
        <Column>
          <Card padding="lg">
            <Stack gap="8" className={styles.panel} ref={panelRef}>
              <Stack gap="2">
                <p className={text({ size: 'sm', tone: 'muted', weight: 'semibold' })}>
                  {copy.progress(wizard.index + 1, wizard.steps.length, stepName)}
                </p>
                <h2 ref={stepHeadingRef} tabIndex={-1} className={heading({ level: 2 })}>
                  {stepName}
                </h2>
              </Stack>
              {summarised ? (
                <ErrorSummary level={3} errors={summaryErrors} focusRequest={focusRequest} />
              ) : null}
              {wizard.step === 'course' ? (
                <CourseStep
                  course={answers.course}
                  errors={errors}
                  onChange={(course) => setAnswers((previous) => ({ ...previous, course }))}
                  currentYear={new Date().getFullYear()}
                />
              ) : null}
              {wizard.step === 'software' ? (
                <div data-field="software">
                  {software.renderChooser({
                    value: answers.software,
                    onChange: (ids) => setAnswers((previous) => ({ ...previous, software: ids })),
                    errorMessage: errors.software ?? null,
                  })}
                </div>
              ) : null}
              {wizard.step === 'knowledge' ? (
                <KnowledgeStep
                  knowledge={answers.knowledge}
                  errors={errors}
                  onChange={(knowledge) => setAnswers((previous) => ({ ...previous, knowledge }))}
                />
              ) : null}
              {wizard.step === 'priorities' ? (
                <PrioritiesStep
                  priorities={answers.priorities}
                  onChange={(priorities) => setAnswers((previous) => ({ ...previous, priorities }))}
                />
              ) : null}
              <WizardNav
                stepNames={stepNames}
                current={wizard.index}
                completed={wizard.completed}
                isFirst={wizard.index === 0}
                isLast={wizard.isLast}
                isPending={wizard.isPending}
                onBack={wizard.back}
                onNext={() => void wizard.next()}
              />
            </Stack>
          </Card>
        </Column>
      </Columns>
    </Stack>
  );
}
