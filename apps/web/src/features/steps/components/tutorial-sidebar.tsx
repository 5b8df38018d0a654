import type { Software } from '@studyflow/contracts/software';
import { Accordion } from '@studyflow/ui/accordion';
import { Skeleton } from '@studyflow/ui/skeleton';
import { Stack } from '@studyflow/ui/stack';
import { Link as AriaLink } from 'react-aria-components';
import { normalisePath } from '../../../config/paths';
import type { SoftwareTutorial, TutorialLink } from '../../../lib/learning/tutorials';
import { useStepsCopy } from '../copy';
import * as styles from './sidebar.css';
import { SidebarFrame } from './sidebar-frame';

function LinkList({
  links,
  current,
  label,
}: {
  links: readonly TutorialLink[];
  current: string;
  label: string;
}) {
  return (
    <Stack as="ul" gap="1" aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <AriaLink
            href={link.href}
            aria-current={normalisePath(link.href) === current ? 'page' : undefined}
            className={styles.stepLink}
          >
            <span className={styles.stepName}>{link.name}</span>
          </AriaLink>
        </li>
      ))}
    </Stack>
  );
}

/**
 * A product's tutorial sidebar (FAV-7): titled with the product's name, an 'Essentials' group,
 * then the strategies grouped by chapter name; the group holding the current step is open.
 */
export function TutorialSidebar({
  software,
  tutorial,
  currentPath,
}: {
  software: Software;
  tutorial: SoftwareTutorial | undefined;
  currentPath: string;
}) {
  const copy = useStepsCopy();
  const label = copy.tutorialLabel(software.name);
  if (!tutorial) {
    return (
      <SidebarFrame label={label} title={software.name}>
        <Skeleton />
      </SidebarFrame>
    );
  }
  const current = normalisePath(currentPath);
  const groups = [
    { id: 'essentials', title: copy.essentials, links: tutorial.essentials },
    ...tutorial.strategies.map((chapter, index) => ({
      id: `strategies-${index}`,
      title: chapter.chapterName,
      links: chapter.links,
    })),
  ].filter((group) => group.links.length > 0);
  const open = groups.find((group) => group.links.some((link) => normalisePath(link.href) === current));
  return (
    <SidebarFrame label={label} title={software.name}>
      <Accordion
        key={open?.id ?? 'none'}
        defaultExpandedKey={open?.id}
        headingLevel={3}
        items={groups.map((group) => ({
          id: group.id,
          title: group.title,
          content: <LinkList links={group.links} current={current} label={copy.chapterSteps(group.title)} />,
        }))}
      />
    </SidebarFrame>
  );
}
