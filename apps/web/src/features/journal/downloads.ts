import type { DownloadFormat } from '@studyflow/contracts/journal';

type Id = number | string;

/** JRN-9: one entry's file, fetched by a browser navigation through the BFF's /files routes. */
export const entryDownloadHref = (id: Id, format: DownloadFormat): string =>
  `/files/journal/entries/${encodeURIComponent(String(id))}/download?format=${format}`;

/** JRN-9: the selected entries in one file, the ids as a bracket array. */
export const entriesDownloadHref = (ids: readonly Id[], format: DownloadFormat): string =>
  `/files/journal/entries/download?${ids.map((id) => `ids[]=${encodeURIComponent(String(id))}`).join('&')}&format=${format}`;

/** The file name from a Content-Disposition header (RFC 6266: filename* first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (disposition === null) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A broken encoding falls through to the plain name.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition) ?? /filename=([^;]+)/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Fetches a file, telling how far it got (a percentage, or null when the size is unknown), then
 * hands it to the browser as a download. Rejects on any non-2xx answer.
 */
export async function downloadWithProgress(
  href: string,
  fallbackName: string,
  onProgress: (percent: number | null) => void,
): Promise<string> {
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok || response.body === null) throw new Error(`download failed: ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(total > 0 ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total > 0 ? Math.min(100, Math.round((received / total) * 100)) : null);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const blob = new Blob(chunks as BlobPart[], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
