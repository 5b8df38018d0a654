import { z } from 'zod';
import { orFallback, whenAbsent } from './tolerant';

const OptionalLink = orFallback(z.string().min(1).nullish(), 'resource.link', null).transform(
  (link) => link ?? null,
);

/** DAT: a software item of the demo library (PUB-11); only its name is needed to show a card. */
export const ResourceSoftwareSchema = z.object({
  name: z.string(),
  image: OptionalLink,
  group: orFallback(z.string().nullish(), 'resource.group', null).transform((group) => group ?? null),
  guide: OptionalLink,
  website: OptionalLink,
  video: OptionalLink,
  videoSubtitle: OptionalLink,
  /** Ours beyond API-45: the product video's transcript as text/plain, one paragraph per chapter. */
  videoTranscript: OptionalLink,
});
export type ResourceSoftware = z.infer<typeof ResourceSoftwareSchema>;

/** PUB-10: a filter chip; the first one is 'all'. */
export const ResourceChipSchema = z.object({ name: z.string(), value: z.string() });
export type ResourceChip = z.infer<typeof ResourceChipSchema>;

/** API-45: `softwares` holds `all` and one list per chip value; `chipItems` the chips in order. */
export const ResourcesSchema = z.object({
  softwares: z.record(z.string(), z.array(ResourceSoftwareSchema)),
  chipItems: whenAbsent(z.array(ResourceChipSchema), 'resources.chipItems', []),
});
export type Resources = z.infer<typeof ResourcesSchema>;

/** A link opens a PDF when it says so (PUB-11: a pdf icon when the link contains `pdf`). */
export const isPdfLink = (link: string): boolean => link.toLowerCase().includes('pdf');
