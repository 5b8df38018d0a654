import type { LoadedStep } from '../seed/learning-content-types';
import type { EssentialStepContent } from '../tutorials/tutorial-content';
import { markdownHtml, markdownText } from './markdown';
import type { StepContent } from './step-content';

/** The columns a flow step and an Essentials step share (all but their owner and slug). */
export const RENDERED_COLUMNS = [
  'name',
  'position',
  'durationSeconds',
  'content',
  'extraContent',
  'tip',
  'videoText',
  'video',
  'subtitle',
  'segments',
  'thumbnail',
  'transcript',
  'sources',
] as const;

/** Those columns rendered from the step as written: Markdown to HTML, narration to plain text. */
export function renderedStep(
  { content, media }: LoadedStep<StepContent | EssentialStepContent>,
  position: number,
) {
  const narration = content.type === 'vid' ? markdownText(content.narration) : null;
  return {
    slug: content.slug,
    name: content.name,
    position,
    durationSeconds: content.minutes * 60,
    content: markdownHtml(content.content),
    extraContent: content.extra === undefined ? null : markdownHtml(content.extra),
    tip: content.tip ?? null,
    videoText: narration,
    video: media?.video ?? null,
    subtitle: media?.subtitle ?? null,
    segments: media?.segments ?? null,
    thumbnail: media?.thumbnail ?? null,
    transcript: media?.transcript ?? null,
    sources: content.sources ?? [],
  };
}

/** Everything a learner reads or hears in a step, as plain text for search (SRC-1). */
export const searchText = (content: StepContent): string =>
  [
    markdownText(content.content),
    content.extra === undefined ? '' : markdownText(content.extra),
    content.tip ?? '',
    content.type === 'vid' ? markdownText(content.narration) : '',
  ]
    .filter((text) => text !== '')
    .join(' ');
