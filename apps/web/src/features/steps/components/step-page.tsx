import type { GetStepInput, StepAddressInput } from '@studyflow/contracts/learning';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { useParams } from 'wouter';
import { useLearningModule } from '../api/get-learning-module';
import { useStep } from '../api/get-step';
import { useStepsCopy } from '../copy';
import { ModuleSidebar } from './module-sidebar';
import { StepReader, useEndFocusModeOnLeave } from './step-reader';
import { StepUnavailable } from './step-unavailable';

type Params = Record<keyof StepAddressInput, string>;

/** STP-1: a step of a flow, tracked as a visit (STP-9), with its module in the sidebar (STP-3). */
export function StepPage() {
  const copy = useStepsCopy();
  const { flowSlug, learningModuleSlug, chapterSlug, stepSlug } = useParams<Params>();
  const address: StepAddressInput = { flowSlug, learningModuleSlug, chapterSlug, stepSlug };
  const input: GetStepInput = { ...address, view: 'flows', trackSession: true };
  const answer = useStep(input);
  const module = useLearningModule(learningModuleSlug);
  useEndFocusModeOnLeave();

  if (answer.isPending) return <LoadingScreen variant="region" message={copy.loadingStep} />;
  if (answer.isError) return <StepUnavailable />;
  const { step, progressStep, learningModuleProgress } = answer.data;
  return (
    <StepReader
      step={step}
      eyebrow={step.flowName ?? module.data?.flow.name ?? null}
      context={{ address, stepInput: input, progressStepId: progressStep.id }}
      sidebar={
        <ModuleSidebar module={module.data} current={address} progress={learningModuleProgress.progress} />
      }
    />
  );
}
