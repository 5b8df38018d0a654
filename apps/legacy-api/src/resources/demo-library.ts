import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { packagePath } from '../package-root';

const Chip = z.object({ name: z.string().min(1), value: z.string().min(1) });
const Entry = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  chip: z.string().min(1),
  group: z.string().min(1),
  image: z.string().min(1),
  video: z.string().min(1).nullable(),
  video_subtitle: z.string().min(1).nullable(),
  /** The narration as text, one paragraph per chapter (the step video's `.txt`): our extension. */
  video_transcript: z.string().min(1).nullable(),
  website: z.string().url().nullable(),
  guide: z.string().min(1).nullable(),
});
const Library = z
  .object({ chip_items: z.array(Chip).min(1), softwares: z.array(Entry) })
  .refine((library) => library.chip_items[0]?.value === 'all', 'the first chip is all (PUB-10)')
  .refine(
    (library) =>
      library.softwares.every((entry) => library.chip_items.some((chip) => chip.value === entry.chip)),
    'every software belongs to a listed chip',
  );

type Entry = z.infer<typeof Entry>;

/** A card of the demo library as API-45 answers it (PUB-11). */
export interface ResourcePayload {
  name: string;
  image: string;
  group: string;
  guide: string | null;
  website: string | null;
  video: string | null;
  video_subtitle: string | null;
  video_transcript: string | null;
}

export interface ResourcesPayload {
  softwares: Record<string, ResourcePayload[]>;
  chip_items: { name: string; value: string }[];
}

const payloadOf = ({
  name,
  image,
  group,
  guide,
  website,
  video,
  video_subtitle,
  video_transcript,
}: Entry): ResourcePayload => ({
  name,
  image,
  group,
  guide,
  website,
  video,
  video_subtitle,
  video_transcript,
});

/**
 * API-45: `softwares.all` in the library's order, then one list per chip in the same order, and the
 * chips themselves ('all' first). Built from JSON the parser checks, so a broken file fails start-up.
 */
export function buildResources(raw: unknown): ResourcesPayload {
  const library = Library.parse(raw);
  const softwares: Record<string, ResourcePayload[]> = {};
  for (const chip of library.chip_items) {
    const entries =
      chip.value === 'all' ? library.softwares : library.softwares.filter((e) => e.chip === chip.value);
    softwares[chip.value] = entries.map(payloadOf);
  }
  return { softwares, chip_items: library.chip_items };
}

export const loadDemoLibrary = (): ResourcesPayload =>
  buildResources(JSON.parse(readFileSync(packagePath('src', 'resources', 'demo-library.json'), 'utf8')));
