import type { PageType, steps } from './schema';

type StepRow = typeof steps.$inferSelect;

/** An app step's action (STP-5) and how the learner's own software does it. */
export interface StepAppPayload {
  name: string;
  description: string;
  /** The at-features key the step points at. */
  feature: string;
  /** The tile of the first product below, or null when none of the learner's products offers it. */
  button_image: string | null;
  /** One entry per product of the learner's (or the one asked for) that offers the feature. */
  how_to: { software_slug: string; software_name: string; text: string }[];
}

/** DAT-5 and what the step page needs besides (docs/upstream-api.md, "Learning calls"). */
export interface StepPayload {
  id: number;
  name: string;
  slug: string;
  page_type: PageType;
  /** Seconds. */
  duration: number;
  url: string;
  next_url: string;
  is_completed: boolean;
  is_favourite: boolean;
  has_note: boolean;
  flow_name: string | null;
  flow_slug: string | null;
  /** HTML. */
  content: string;
  extra_content: string | null;
  video_text: string | null;
  tip: string | null;
  video: string | null;
  video_content_type: string | null;
  subtitle: string | null;
  segments: string | null;
  thumbnail: string | null;
  transcript: string | null;
  /** Where the learner left the video, in seconds (vid steps only). */
  video_position: number | null;
  sources: string[];
  app: StepAppPayload | null;
}

/** The columns flow steps and Essentials steps share. */
export type StepBody = Pick<
  StepRow,
  | 'id'
  | 'name'
  | 'slug'
  | 'durationSeconds'
  | 'content'
  | 'extraContent'
  | 'tip'
  | 'videoText'
  | 'video'
  | 'subtitle'
  | 'segments'
  | 'thumbnail'
  | 'transcript'
  | 'sources'
> & { pageType: PageType };

export interface StepContext {
  url: string;
  nextUrl: string;
  isCompleted: boolean;
  isFavourite: boolean;
  hasNote: boolean;
  flow: { name: string; slug: string } | null;
  videoPosition: number;
  app: StepAppPayload | null;
}

export function stepPayload(body: StepBody, context: StepContext): StepPayload {
  const isVideo = body.pageType === 'vid';
  return {
    id: body.id,
    name: body.name,
    slug: body.slug,
    page_type: body.pageType,
    duration: body.durationSeconds,
    url: context.url,
    next_url: context.nextUrl,
    is_completed: context.isCompleted,
    is_favourite: context.isFavourite,
    has_note: context.hasNote,
    flow_name: context.flow?.name ?? null,
    flow_slug: context.flow?.slug ?? null,
    content: body.content,
    extra_content: body.extraContent,
    video_text: body.videoText,
    tip: body.tip,
    video: body.video,
    video_content_type: isVideo && body.video !== null ? 'video/mp4' : null,
    subtitle: body.subtitle,
    segments: body.segments,
    thumbnail: body.thumbnail,
    transcript: body.transcript,
    video_position: isVideo ? context.videoPosition : null,
    sources: body.sources,
    app: context.app,
  };
}
