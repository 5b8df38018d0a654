import { AVATAR_MESSAGES } from './avatar-messages';
import { stripJpegMetadata } from './jpeg-metadata';

/** PRF-5, LIM-12: avatars up to 5242880 bytes. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Base64 of MAX_AVATAR_BYTES, so an oversized upload is refused before it is decoded. */
const MAX_BASE64_CHARS = Math.ceil(MAX_AVATAR_BYTES / 3) * 4;
/**
 * Pixels a side at most. The web uploads a crop of at most 512 × 512; the cap keeps a tiny file that
 * declares 65535 × 65535 (a decompression bomb for every browser that shows it) out of public avatars.
 */
export const MAX_AVATAR_SIDE = 4096;
const DATA_URL = /^data:image\/jpeg;base64,([A-Za-z0-9+/]*={0,2})$/;

export type AvatarImage = { ok: true; bytes: Buffer } | { ok: false; msg: string };

/**
 * Checks a cropped avatar: a JPEG data URL whose bytes really are a JPEG (SOI magic bytes and a
 * frame header with a size), at most 5 MB and MAX_AVATAR_SIDE pixels a side. The declared type alone
 * proves nothing. The bytes to store come back without metadata: avatars are public, and a photo's
 * EXIF can hold where it was taken.
 */
export function decodeAvatar(image: unknown): AvatarImage {
  if (typeof image !== 'string') return { ok: false, msg: AVATAR_MESSAGES.notDataUrl };
  const match = DATA_URL.exec(image);
  const base64 = match?.[1];
  if (base64 === undefined || base64 === '') return { ok: false, msg: AVATAR_MESSAGES.notDataUrl };
  if (base64.length > MAX_BASE64_CHARS) return { ok: false, msg: AVATAR_MESSAGES.tooLarge };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_AVATAR_BYTES) return { ok: false, msg: AVATAR_MESSAGES.tooLarge };
  const size = jpegSize(bytes);
  if (size === null) return { ok: false, msg: AVATAR_MESSAGES.notJpeg };
  if (size.width > MAX_AVATAR_SIDE || size.height > MAX_AVATAR_SIDE)
    return { ok: false, msg: AVATAR_MESSAGES.tooManyPixels };
  const clean = stripJpegMetadata(bytes);
  if (clean === null) return { ok: false, msg: AVATAR_MESSAGES.notJpeg };
  return { ok: true, bytes: clean };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Width and height from the first frame header, walking the marker segments from the SOI; null when
 * the bytes are not a JPEG (wrong magic bytes, truncated, or no frame before the scan).
 */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes (FF FF …) may pad before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Standalone markers have no length: TEM and RST0–RST7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      const height = ((bytes[offset + 5] ?? 0) << 8) | (bytes[offset + 6] ?? 0);
      const width = ((bytes[offset + 7] ?? 0) << 8) | (bytes[offset + 8] ?? 0);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    offset += 2 + length;
  }
  return null;
}
