import { describe, expect, it } from 'vitest';
import {
  jpegDataUrl,
  TINY_JPEG,
  TINY_JPEG_BASE64,
  TINY_JPEG_STRIPPED,
  tinyJpegDeclaring,
} from '../test/jpeg';
import { decodeAvatar, jpegSize, MAX_AVATAR_SIDE } from './avatar-image';

const segment = (marker: number, payload: number[]) => [0xff, marker, 0, payload.length + 2, ...payload];

describe('jpegSize', () => {
  it('reads the frame size of a real JPEG', () => {
    expect(jpegSize(TINY_JPEG)).toEqual({ width: 16, height: 16 });
  });

  it('skips fill bytes, restart markers and other segments before a progressive frame', () => {
    const bytes = Uint8Array.from([
      0xff,
      0xd8,
      ...segment(0xe1, [1, 2, 3]),
      0xff,
      0xff,
      ...segment(0xc2, [8, 0, 30, 0, 40, 3]),
    ]);
    expect(jpegSize(bytes)).toEqual({ width: 40, height: 30 });
  });

  it('finds no size in other formats, in truncated files or without a frame before the scan', () => {
    expect(jpegSize(Buffer.from('89504e470d0a1a0a', 'hex'))).toBeNull();
    expect(jpegSize(TINY_JPEG.subarray(0, 30))).toBeNull();
    expect(jpegSize(Uint8Array.from([0xff, 0xd8, ...segment(0xda, [0])]))).toBeNull();
    expect(jpegSize(Uint8Array.from([0xff, 0xd8, ...segment(0xc0, [8, 0, 0, 0, 0, 3])]))).toBeNull();
    // A DHT table (C4) is not a frame, even though its marker sits among the SOF ones.
    expect(jpegSize(Uint8Array.from([0xff, 0xd8, ...segment(0xc4, [8, 0, 9, 0, 9, 3])]))).toBeNull();
  });
});

describe('decodeAvatar', () => {
  it('returns the bytes of a JPEG data URL, without metadata', () => {
    const result = decodeAvatar(`data:image/jpeg;base64,${TINY_JPEG_BASE64}`);
    expect(result).toEqual({ ok: true, bytes: TINY_JPEG_STRIPPED });
  });

  it('refuses a jpg alias, whitespace and text around the data URL', () => {
    for (const image of [
      `data:image/jpg;base64,${TINY_JPEG_BASE64}`,
      ` data:image/jpeg;base64,${TINY_JPEG_BASE64}`,
      `data:image/jpeg;base64,${TINY_JPEG_BASE64}\n<script>`,
    ]) {
      expect(decodeAvatar(image)).toEqual({ ok: false, msg: 'Image must be a JPEG data URL.' });
    }
  });
});

describe('decodeAvatar and the pixel limit', () => {
  const tooMany = { ok: false, msg: 'Image is too large: at most 4096 × 4096 pixels.' };

  it('refuses a 224-byte JPEG that declares 65535 × 65535 pixels', () => {
    const bomb = tinyJpegDeclaring(65535, 65535);
    expect(bomb).toHaveLength(224);
    expect(jpegSize(bomb)).toEqual({ width: 65535, height: 65535 });
    expect(decodeAvatar(jpegDataUrl(bomb))).toEqual(tooMany);
  });

  it('takes up to 4096 pixels a side, and refuses one more either way', () => {
    expect(MAX_AVATAR_SIDE).toBe(4096);
    expect(decodeAvatar(jpegDataUrl(tinyJpegDeclaring(4096, 4096)))).toMatchObject({ ok: true });
    expect(decodeAvatar(jpegDataUrl(tinyJpegDeclaring(4097, 1)))).toEqual(tooMany);
    expect(decodeAvatar(jpegDataUrl(tinyJpegDeclaring(1, 4097)))).toEqual(tooMany);
  });
});
