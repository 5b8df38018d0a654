import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Redirect, useParams } from 'wouter';
import { dashboardFor, routes } from '../../../config/paths';
import { useEdition } from '../../../lib/edition/edition';
import { useLearningModule } from '../api/get-learning-module';
import { useStepsCopy } from '../copy';
import { resumeTarget } from '../resume-step';

/**
 * A module's or a chapter's address (the `url` the flows, search and module answers give): it
 * opens the first step not yet done there, so a module card, RESUME and a search result for a
 * chapter all land where the learner left off (DSH-6, SRC-1).
 */
export function ResumePage() {
  const copy = useStepsCopy();
  const edition = useEdition();
  const { flowSlug, learningModuleSlug, chapterSlug } = useParams<{
    flowSlug: string;
    learningModuleSlug: string;
    chapterSlug?: string;
  }>();
  const module = useLearningModule(learningModuleSlug);

  if (module.isPending) return <LoadingScreen variant="region" message={copy.loadingModule} />;
  const target = module.data ? resumeTarget(module.data, chapterSlug ?? null) : null;
  if (!target) return <Redirect to={dashboardFor(edition)} replace />;
  return (
    <Redirect
      to={routes.step.href({
        flowSlug,
        learningModuleSlug,
        chapterSlug: target.chapterSlug,
        stepSlug: target.stepSlug,
      })}
      replace
    />
  );
}
