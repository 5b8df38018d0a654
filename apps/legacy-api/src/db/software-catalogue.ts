/**
 * Assistive technology a UK Disabled Students' Allowance (DSA) award typically includes.
 * Descriptions are our own one-line summaries. Each product's image is a tile we drew ourselves
 * (initials on a coloured square, never a vendor logo): media/softwares/<slug>.svg, made by
 * scripts/make-software-tiles.ts and served under /uploads.
 */
export interface CatalogueEntry {
  name: string;
  slug: string;
  group: string | null;
  assistive: boolean;
  description: string;
}

export const softwareImageUrl = (slug: string): string => `/uploads/softwares/${slug}.svg`;

export const SOFTWARE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: 'Read&Write',
    slug: 'read-write',
    group: 'Literacy',
    assistive: true,
    description:
      'A literacy toolbar from Texthelp that reads text aloud, predicts words as you type and collects highlights from documents and web pages.',
  },
  {
    name: 'ClaroRead',
    slug: 'claroread',
    group: 'Literacy',
    assistive: true,
    description:
      'Text-to-speech software from Claro that reads documents, web pages and your own writing aloud with word-by-word highlighting.',
  },
  {
    name: 'Co:Writer',
    slug: 'co-writer',
    group: 'Literacy',
    assistive: true,
    description:
      'Word prediction software from Don Johnston that suggests words as you type, helping with spelling and building sentences.',
  },
  {
    name: 'Immersive Reader',
    slug: 'immersive-reader',
    group: 'Literacy',
    assistive: true,
    description:
      'A reading view built into Microsoft 365 and Edge that reads text aloud, splits words into syllables and adjusts spacing and colours.',
  },
  {
    name: 'MindView',
    slug: 'mindview',
    group: 'Mind mapping',
    assistive: true,
    description:
      'Mind-mapping software from MatchWare for planning essays and projects visually, with export to a Word outline.',
  },
  {
    name: 'Inspiration',
    slug: 'inspiration',
    group: 'Mind mapping',
    assistive: true,
    description:
      'A visual thinking tool for building mind maps, concept maps and outlines to organise ideas before writing.',
  },
  {
    name: 'Glean',
    slug: 'glean',
    group: 'Note taking',
    assistive: true,
    description:
      'A note-taking app that records lectures and lets you add text, slides and colour-coded highlights alongside the audio.',
  },
  {
    name: 'Caption.Ed',
    slug: 'caption-ed',
    group: 'Note taking',
    assistive: true,
    description:
      'A live captioning tool that transcribes lectures and online meetings as they happen and saves the transcript as notes.',
  },
  {
    name: 'Dragon Professional',
    slug: 'dragon-professional',
    group: 'Speech recognition',
    assistive: true,
    description:
      'Speech recognition software from Nuance that turns dictation into text and lets you control your computer by voice.',
  },
  {
    name: 'JAWS',
    slug: 'jaws',
    group: 'Screen reading',
    assistive: true,
    description:
      'A screen reader for Windows from Freedom Scientific that reads on-screen content aloud or sends it to a braille display.',
  },
  {
    name: 'NVDA',
    slug: 'nvda',
    group: 'Screen reading',
    assistive: true,
    description:
      'A free, open-source screen reader for Windows from NV Access that speaks on-screen content and supports braille displays.',
  },
  {
    name: 'ZoomText',
    slug: 'zoomtext',
    group: 'Screen reading',
    assistive: true,
    description:
      'Screen magnification software for Windows from Freedom Scientific with high-contrast colour schemes and optional speech.',
  },
  {
    name: 'Equatio',
    slug: 'equatio',
    group: null,
    assistive: true,
    description:
      'A maths tool from Texthelp for typing, handwriting or dictating equations and formulas into documents and forms.',
  },
  {
    name: 'Brain in Hand',
    slug: 'brain-in-hand',
    group: null,
    assistive: true,
    description:
      'A smartphone support system for planning your day, managing anxiety and reaching help when something unexpected happens.',
  },
  {
    name: 'MyStudyBar',
    slug: 'mystudybar',
    group: null,
    assistive: true,
    description:
      'A free toolbar of portable apps from EduApps covering planning, reading, writing and visual comfort.',
  },
  {
    name: 'Scrivener',
    slug: 'scrivener',
    group: null,
    assistive: false,
    description:
      'A writing app for long documents that lets you draft in sections, reorder them and keep research beside your text.',
  },
];
