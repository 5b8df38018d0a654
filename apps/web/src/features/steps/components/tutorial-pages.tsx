import type { GetStepInput, Step, StepAddressInput } from '@studyflow/contracts/learning';
import type { Software } from '@studyflow/contracts/software';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Redirect, useLocation, useParams } from 'wouter';
import { dashboardFor } from '../../../config/paths';
import { useEdition } from '../../../lib/edition/edition';
import { tutorialFor } from '../../../lib/learning/tutorials';
import { useCurrentUser } from '../../../lib/session/session';
import { useEssentialStep } from '../api/get-essential';
import { useStep } from '../api/get-step';
import { useTutorialLinks } from '../api/list-tutorials';
import { useStepsCopy } from '../copy';
import type { StepContext } from '../step-context';
import { StepReader, useEndFocusModeOnLeave } from './step-reader';
import { StepUnavailable } from './step-unavailable';
import { TutorialSidebar } from './tutorial-sidebar';

/** The learner's product named in the address, or undefined when they have no such product. */
function useTutorialSoftware(softwareSlug: string): Software | undefined {
  return useCurrentUser()?.softwares.find((software) => software.slug === softwareSlug);
}

function TutorialReader({
  software,
  isPending,
  step,
  context,
}: {
  software: Software;
  isPending: boolean;
  step: Step | undefined;
  context: StepContext;
}) {
  const copy = useStepsCopy();
  const [location] = useLocation();
  const links = useTutorialLinks();
  useEndFocusModeOnLeave();
  if (isPending) return <LoadingScreen variant="region" message={copy.loadingStep} />;
  if (!step) return <StepUnavailable />;
  return (
    <StepReader
      step={step}
      eyebrow={copy.tutorialLabel(software.name)}
      context={context}
      sidebar={
        <TutorialSidebar
          software={software}
          tutorial={links.data ? tutorialFor(links.data, software.slug) : undefined}
          currentPath={location}
        />
      }
    />
  );
}

/** FAV-8: a tutorial of a product the learner does not have leads back to the edition's dashboard. */
function BackToDashboard() {
  return <Redirect to={dashboardFor(useEdition())} replace />;
}

/** FAV-6: `/tutorials/:softwareSlug/essentials/:stepSlug`, an Essentials step (nothing to complete). */
export function EssentialStepPage() {
  const { softwareSlug, stepSlug } = useParams<{ softwareSlug: string; stepSlug: string }>();
  const software = useTutorialSoftware(softwareSlug);
  const query = useEssentialStep({ softwareSlug, stepSlug }, software !== undefined);
  if (!software) return <BackToDashboard />;
  return (
    <TutorialReader
      software={software}
      isPending={query.isPending}
      step={query.data}
      context={{ address: null, stepInput: null, progressStepId: null }}
    />
  );
}

type StrategyParams = Omit<StepAddressInput, 'learningModuleSlug'> & {
  softwareSlug: string;
  learningModuleSlug?: string;
  sectionSlug?: string;
};

/** FAV-6: a strategies step of a product's tutorial, in either address form (module or section). */
export function StrategyStepPage() {
  const { softwareSlug, flowSlug, learningModuleSlug, sectionSlug, chapterSlug, stepSlug } =
    useParams<StrategyParams>();
  const software = useTutorialSoftware(softwareSlug);
  const address: StepAddressInput = {
    flowSlug,
    learningModuleSlug: learningModuleSlug ?? sectionSlug ?? '',
    chapterSlug,
    stepSlug,
  };
  const input: GetStepInput = {
    ...address,
    view: 'tutorials',
    software: softwareSlug,
    softwareSlug,
    ...(sectionSlug ? { sectionSlug } : {}),
  };
  const query = useStep(input, software !== undefined);
  if (!software) return <BackToDashboard />;
  return (
    <TutorialReader
      software={software}
      isPending={query.isPending}
      step={query.data?.step}
      context={{ address, stepInput: input, progressStepId: query.data?.progressStep.id ?? null }}
    />
  );
}
