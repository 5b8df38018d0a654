import type { LearningModule, StepAddressInput } from '@studyflow/contracts/learning';
import { Accordion } from '@studyflow/ui/accordion';
import { Skeleton } from '@studyflow/ui/skeleton';
import { media } from '@studyflow/ui/theme/media';
import { routes } from '../../../config/paths';
import { ProgressMeter } from '../../../lib/components/progress-meter';
import { useMediaQuery } from '../../../lib/hooks/media-query';
import { shortChapterName } from '../chapter-name';
import { useStepsCopy } from '../copy';
import { SidebarFrame } from './sidebar-frame';
import { StepList } from './step-list';

export interface ModuleSidebarProps {
  module: LearningModule | undefined;
  current: StepAddressInput;
  /** The module's progress from the latest step answer, fresher than the module's own. */
  progress: number | null;
}

/**
 * STP-3: the module's progress and its chapters; the current chapter is open and lists its steps
 * (STP-4: long chapter names are cut on narrow screens).
 */
export function ModuleSidebar({ module, current, progress }: ModuleSidebarProps) {
  const copy = useStepsCopy();
  const narrow = useMediaQuery(media.atMost('tablet'));
  if (!module) {
    return (
      <SidebarFrame label={copy.moduleContents} title={copy.moduleContents}>
        <Skeleton />
        <Skeleton />
      </SidebarFrame>
    );
  }
  const percent = Math.round(progress ?? module.learningModuleProgress);
  const items = module.chapters.map((chapter) => ({
    id: chapter.slug,
    title: narrow ? shortChapterName(chapter.name) : chapter.name,
    content: (
      <StepList
        label={copy.chapterSteps(chapter.name)}
        items={chapter.steps.map((step) => ({
          step,
          href: routes.step.href({
            flowSlug: module.flow.slug,
            learningModuleSlug: module.slug,
            chapterSlug: chapter.slug,
            stepSlug: step.slug,
          }),
          isCurrent: chapter.slug === current.chapterSlug && step.slug === current.stepSlug,
        }))}
      />
    ),
  }));
  return (
    <SidebarFrame label={copy.moduleContents} title={module.name}>
      <ProgressMeter
        label={copy.moduleProgress(module.name)}
        hideLabel
        value={percent}
        valueText={copy.percentDone(percent)}
        color={module.flow.primaryColor}
      />
      {/* Keyed by the chapter, so moving to another chapter opens it (the accordion keeps its own state). */}
      <Accordion
        key={current.chapterSlug}
        items={items}
        defaultExpandedKey={current.chapterSlug}
        headingLevel={3}
      />
    </SidebarFrame>
  );
}
