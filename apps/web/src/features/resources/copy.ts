import { perEdition, useEditionCopy } from '../../lib/edition/copy';

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
  /**
   * What the product videos' picture shows beside the narration (WCAG 2.2 1.2.3): legacy-api's
   * step-video renderer draws a title card, then each sentence as it is spoken.
   */
  transcriptPicture: (name: string) =>
    `The video opens on a title card, "${name} · Essentials", with the lesson's name under it. Then each sentence below appears on screen in large white text on a dark slate background as it is spoken, under the same title; nothing else is shown.`,
  transcriptLoading: 'Loading the transcript…',
  transcriptFailed: 'The transcript could not be loaded. Close the video and open it again to retry.',
}));

export const useResourcesCopy = () => useEditionCopy(resourcesCopy);
