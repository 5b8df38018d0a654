import { perEdition, useEditionCopy } from '../../lib/copy';

export const resourcesCopy = perEdition(() => ({
  /** PUB-9. */
  title: 'Assistive Technology Software Demos',
  intro:
    'Short product videos, the makers’ websites and justification guides for the software in a needs assessment.',
  chipsLabel: 'Show software for',
  loading: 'Loading the software demos…',
  productVideo: 'Product video',
  visitWebsite: 'Visit Website',
  justificationGuide: 'Justification Guide',
  pdf: 'PDF',
  newTab: '(opens in a new tab)',
  videoLoading: 'Loading the video…',
  subtitles: 'English',
  close: 'Close',
  empty: 'No software in this group yet. Choose All to see every demo.',
  /** Said politely when a chip changes the list. */
  shown: (count: number) => `${count} software ${count === 1 ? 'demo' : 'demos'} shown`,
  productVideoOf: (name: string) => `Product video: ${name}`,
}));

export const useResourcesCopy = () => useEditionCopy(resourcesCopy);
