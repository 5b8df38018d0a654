// In the graph the web type-checks (routers/avatar.ts → here): no Node imports.

/** Largest avatar the BFF passes on, per side: a decoded 4096 × 4096 image is already 64 MB of RGBA. */
export const AVATAR_MAX_SIDE_PX = 4096;
export const AVATAR_TOO_MANY_PIXELS_MESSAGE = 'Image is too large: at most 4096 × 4096 pixels.';

const JPEG_DATA_URL_PREFIX = 'data:image/jpeg;base64,';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SEXTET = new Int8Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index += 1) SEXTET[ALPHABET.charCodeAt(index)] = index;

/**
 * The bytes of a base64 text, each decoded only when asked for: walking a JPEG's headers reads a few
 * dozen bytes, never the megabytes of image data between them. Null past the end.
 */
function base64Bytes(text: string, start: number): (index: number) => number | null {
  const sextet = (at: number): number => {
    const code = at < text.length ? text.charCodeAt(at) : -1;
    return code >= 0 && code < 128 ? (SEXTET[code] ?? -1) : -1;
  };
  return (index) => {
    if (index < 0) return null;
    const at = start + Math.floor(index / 3) * 4;
    const part = index % 3;
    const high = sextet(at + part);
    const low = sextet(at + part + 1);
    if (high < 0 || low < 0) return null;
    if (part === 0) return (high << 2) | (low >> 4);
    if (part === 1) return ((high & 0x0f) << 4) | (low >> 2);
    return ((high & 0x03) << 6) | low;
  };
}

/** SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC): the markers that open a frame header. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers that stand alone, with no length after them: TEM, RST0–7, SOI. */
const standsAlone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

export interface FrameSize {
  width: number;
  height: number;
}

/**
 * The pixel sizes a JPEG data URL declares in its frame headers (SOFn: height, then width, 16 bits
 * each), read from the marker segments before the first scan. Every frame header counts, so a small
 * first frame cannot hide a huge second one. The walk stops, quietly, where it cannot read the file
 * as a JPEG (no SOI, a broken segment): whether that is an image at all is the upstream's to decide,
 * and it refuses what it cannot decode.
 */
export function* jpegFrameSizes(dataUrl: string): Generator<FrameSize, void> {
  if (!dataUrl.startsWith(JPEG_DATA_URL_PREFIX)) return;
  const byte = base64Bytes(dataUrl, JPEG_DATA_URL_PREFIX.length);
  if (byte(0) !== 0xff || byte(1) !== 0xd8) return;
  let at = 2;
  for (;;) {
    if (byte(at) !== 0xff) return;
    // Any number of 0xFF may pad the space before a marker.
    while (byte(at) === 0xff) at += 1;
    const marker = byte(at);
    if (marker === null || marker === 0x00) return;
    at += 1;
    if (standsAlone(marker)) continue;
    // SOS: entropy-coded data follows, and every frame header has come by now. EOI: the end.
    if (marker === 0xda || marker === 0xd9) return;
    const lengthHigh = byte(at);
    const lengthLow = byte(at + 1);
    if (lengthHigh === null || lengthLow === null) return;
    const length = (lengthHigh << 8) | lengthLow;
    if (length < 2) return;
    if (isStartOfFrame(marker)) {
      if (length < 8) return;
      // After the length (2 bytes) and the sample precision (1): height, then width.
      const [h1, h0, w1, w0] = [byte(at + 3), byte(at + 4), byte(at + 5), byte(at + 6)];
      if (h1 === null || h0 === null || w1 === null || w0 === null) return;
      yield { height: (h1 << 8) | h0, width: (w1 << 8) | w0 };
    }
    at += length;
  }
}

/** True when the data URL declares a frame wider or taller than AVATAR_MAX_SIDE_PX. */
export function exceedsAvatarPixels(dataUrl: string): boolean {
  for (const { width, height } of jpegFrameSizes(dataUrl)) {
    if (width > AVATAR_MAX_SIDE_PX || height > AVATAR_MAX_SIDE_PX) return true;
  }
  return false;
}
