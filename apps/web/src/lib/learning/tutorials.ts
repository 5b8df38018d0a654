import type { Tutorials } from '@studyflow/contracts/tutorials';

export interface TutorialLink {
  name: string;
  href: string;
}

export interface StrategyChapter {
  chapterName: string;
  links: TutorialLink[];
}

export interface SoftwareTutorial {
  essentials: TutorialLink[];
  strategies: StrategyChapter[];
}

/** A step's name from its address when the upstream sent none: the last segment, in words. */
function nameFromLink(link: string): string {
  const slug = link.split('/').filter(Boolean).pop() ?? link;
  const words = decodeURIComponent(slug).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One product's tutorial (DSH-1, FAV-7): its Essentials in order, and its strategies grouped by
 * chapter name in the order the chapters first appear.
 */
export function tutorialFor(tutorials: Tutorials | undefined, softwareSlug: string): SoftwareTutorial {
  const essentials = (tutorials?.essentialSteps ?? [])
    .filter((entry) => entry.softwareSlug === softwareSlug)
    .map((entry) => ({ name: entry.name ?? nameFromLink(entry.link), href: entry.link }));
  const chapters = new Map<string, TutorialLink[]>();
  for (const entry of tutorials?.flowSteps ?? []) {
    if (entry.softwareSlug !== softwareSlug) continue;
    const links = chapters.get(entry.chapterName) ?? [];
    links.push({ name: entry.name ?? nameFromLink(entry.link), href: entry.link });
    chapters.set(entry.chapterName, links);
  }
  return {
    essentials,
    strategies: [...chapters].map(([chapterName, links]) => ({ chapterName, links })),
  };
}
