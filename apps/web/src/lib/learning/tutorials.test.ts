import { describe, expect, it } from 'vitest';
import { tutorialFor } from './tutorials';

const tutorials = {
  essentialSteps: [
    { softwareSlug: 'glean', link: '/tutorials/glean/essentials/recording', name: 'Recording a lecture' },
    { softwareSlug: 'nvda', link: '/tutorials/nvda/essentials/start', name: 'Start' },
    { softwareSlug: 'glean', link: '/tutorials/glean/essentials/adding-slides', name: null },
  ],
  flowSteps: [
    { softwareSlug: 'glean', chapterName: 'Taking notes', link: '/tutorials/glean/flows/a', name: 'A' },
    { softwareSlug: 'glean', chapterName: 'Before the lecture', link: '/tutorials/glean/flows/b', name: 'B' },
    { softwareSlug: 'glean', chapterName: 'Taking notes', link: '/tutorials/glean/flows/c', name: 'C' },
    { softwareSlug: 'nvda', chapterName: 'Taking notes', link: '/tutorials/nvda/flows/d', name: 'D' },
  ],
};

describe('tutorialFor (FAV-7)', () => {
  it("keeps one product's Essentials in order, naming a nameless step from its address", () => {
    expect(tutorialFor(tutorials, 'glean').essentials).toEqual([
      { name: 'Recording a lecture', href: '/tutorials/glean/essentials/recording' },
      { name: 'Adding slides', href: '/tutorials/glean/essentials/adding-slides' },
    ]);
  });

  it('groups its strategies by chapter, in the order the chapters first appear', () => {
    expect(tutorialFor(tutorials, 'glean').strategies).toEqual([
      {
        chapterName: 'Taking notes',
        links: [
          { name: 'A', href: '/tutorials/glean/flows/a' },
          { name: 'C', href: '/tutorials/glean/flows/c' },
        ],
      },
      { chapterName: 'Before the lecture', links: [{ name: 'B', href: '/tutorials/glean/flows/b' }] },
    ]);
  });

  it('gives nothing before the tutorials have loaded', () => {
    expect(tutorialFor(undefined, 'glean')).toEqual({ essentials: [], strategies: [] });
  });
});
