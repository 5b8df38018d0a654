import type { TrpcClient } from '../../../lib/api/trpc';
import { buildArchive, type MyData, myDataFileName } from './archive';
import type { WriteOptions } from './markdown';

// Loaded only when the learner presses "Download my data" (my-data-download.tsx imports it lazily).

/** The parts, in the order they are gathered; each is one failure the page can name. */
export const MY_DATA_PARTS = ['profile', 'notes', 'journal', 'favourites', 'progress'] as const;
export type MyDataPart = (typeof MY_DATA_PARTS)[number];

export class MyDataPartFailed extends Error {
  readonly part: MyDataPart;
  constructor(part: MyDataPart, cause: unknown) {
    super(`gathering ${part} failed`, { cause });
    this.part = part;
  }
}

async function gather<P extends MyDataPart>(client: TrpcClient, part: P): Promise<MyData[P]>;
async function gather(client: TrpcClient, part: MyDataPart): Promise<MyData[MyDataPart]> {
  switch (part) {
    case 'profile': {
      const user = await client.auth.authorize.query();
      if (user === null) throw new Error('signed out');
      return user;
    }
    case 'notes':
      return client.notes.list.query();
    case 'journal':
      return client.journal.list.query();
    case 'favourites':
      return client.favourites.list.query();
    case 'progress': {
      const [flows, modules] = await Promise.all([
        client.learningProgress.list.query(),
        client.flows.list.query(),
      ]);
      return { flows, modules };
    }
  }
}

/**
 * Gathers every part not in `gathered` yet (a retry keeps what an earlier try gathered), telling
 * `onStep` each part as it starts; the first part that fails stops it as MyDataPartFailed, and
 * no archive is made. Answers the whole archive and its file name.
 */
export async function exportMyData(
  client: TrpcClient,
  gathered: Partial<MyData>,
  onStep: (step: MyDataPart | 'packing') => void,
  options: WriteOptions,
  now: Date = new Date(),
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const store = gathered as Record<MyDataPart, unknown>;
  for (const part of MY_DATA_PARTS) {
    if (gathered[part] !== undefined) continue;
    onStep(part);
    try {
      store[part] = await gather(client, part);
    } catch (error) {
      throw new MyDataPartFailed(part, error);
    }
  }
  onStep('packing');
  const { profile, notes, journal, favourites, progress } = gathered;
  if (!profile || !notes || !journal || !favourites || !progress) throw new Error('a part is missing');
  const data: MyData = { profile, notes, journal, favourites, progress };
  return { bytes: buildArchive(data, options, now), fileName: myDataFileName(now) };
}

/** Hands the archive to the browser as a download. */
export function saveFile(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
