import { describe, expect, it } from 'vitest';
import { exceedsAvatarPixels, jpegFrameSizes } from './jpeg-size';

/** A real 16×16 JPEG (a flat blue square, made with ffmpeg): 224 bytes, its SOF0 at byte 185. */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgUFBcUFxsbGxsbGyAeICEhISAgICAhISEkJCQqKiokJCQhISQkKCgqKi4vLisrKisvLzIyMjw8OTlGRkhWVmf/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABQYQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAQABADASIAAhEAAxEA/9oADAMBAAIRAxEAPwCbAUQF/9k=',
  'base64',
);
const SOF0_AT = TINY_JPEG.indexOf(Buffer.from([0xff, 0xc0]));

const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

/** TINY_JPEG declaring another size in its frame header (the pixels stay 16 × 16). */
function declaring(width: number, height: number, marker = 0xc0): Buffer {
  const bytes = Buffer.from(TINY_JPEG);
  bytes[SOF0_AT + 1] = marker;
  bytes.writeUInt16BE(height, SOF0_AT + 5);
  bytes.writeUInt16BE(width, SOF0_AT + 7);
  return bytes;
}

/** A marker segment: FF, marker, big-endian length (counting itself), payload. */
function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

const sizes = (bytes: Buffer) => [...jpegFrameSizes(dataUrl(bytes))];

describe('jpegFrameSizes', () => {
  it('reads the frame header of a real JPEG', () => {
    expect(TINY_JPEG).toHaveLength(224);
    expect(sizes(TINY_JPEG)).toEqual([{ width: 16, height: 16 }]);
  });

  it('reads width and height the right way round, from any frame type (baseline, progressive, …)', () => {
    expect(sizes(declaring(300, 200))).toEqual([{ width: 300, height: 200 }]);
    expect(sizes(declaring(300, 200, 0xc2))).toEqual([{ width: 300, height: 200 }]);
    expect(sizes(declaring(300, 200, 0xc9))).toEqual([{ width: 300, height: 200 }]);
  });

  it('finds the frame behind large metadata, and after padding bytes before a marker', () => {
    const exif = segment(0xe1, Buffer.alloc(60_000, 0x41));
    const padded = Buffer.concat([
      TINY_JPEG.subarray(0, 2),
      exif,
      Buffer.from([0xff, 0xff, 0xff]),
      TINY_JPEG.subarray(2),
    ]);
    expect(sizes(padded)).toEqual([{ width: 16, height: 16 }]);
  });

  it('reads every frame header before the scan, so a small first frame cannot hide a huge one', () => {
    const huge = segment(0xc0, Buffer.from([8, 0xff, 0xff, 0xff, 0xff, 1, 1, 0x11, 0]));
    const twoFrames = Buffer.concat([
      TINY_JPEG.subarray(0, SOF0_AT + 19),
      huge,
      TINY_JPEG.subarray(SOF0_AT + 19),
    ]);
    expect(sizes(twoFrames)).toEqual([
      { width: 16, height: 16 },
      { width: 65535, height: 65535 },
    ]);
  });

  it('stops quietly on what is not a JPEG it can read, leaving the verdict to the upstream', () => {
    expect(sizes(Buffer.from('not a jpeg'))).toEqual([]);
    expect(sizes(TINY_JPEG.subarray(0, SOF0_AT + 4))).toEqual([]);
    expect(sizes(Buffer.from([0xff, 0xd8, 0x00, 0x10]))).toEqual([]);
    expect(sizes(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toEqual([]);
    expect([...jpegFrameSizes('data:image/png;base64,iVBORw0KGgo=')]).toEqual([]);
    // A base64 text cut short of a whole group.
    expect([...jpegFrameSizes(dataUrl(TINY_JPEG).slice(0, -3))]).toEqual([{ width: 16, height: 16 }]);
  });

  it('ignores any frame marker after the scan has begun', () => {
    const afterScan = Buffer.concat([
      TINY_JPEG.subarray(0, -2),
      Buffer.from([0xff, 0xc0]),
      TINY_JPEG.subarray(-2),
    ]);
    expect(sizes(afterScan)).toEqual([{ width: 16, height: 16 }]);
  });
});

describe('exceedsAvatarPixels', () => {
  it('refuses the 224-byte JPEG that declares 65535 × 65535 pixels', () => {
    const bomb = declaring(65535, 65535);
    expect(bomb).toHaveLength(224);
    expect(exceedsAvatarPixels(dataUrl(bomb))).toBe(true);
  });

  it('allows up to 4096 on each side, and no more on either', () => {
    expect(exceedsAvatarPixels(dataUrl(declaring(4096, 4096)))).toBe(false);
    expect(exceedsAvatarPixels(dataUrl(declaring(4097, 16)))).toBe(true);
    expect(exceedsAvatarPixels(dataUrl(declaring(16, 4097)))).toBe(true);
    expect(exceedsAvatarPixels(dataUrl(TINY_JPEG))).toBe(false);
    expect(exceedsAvatarPixels('data:image/jpeg;base64,AAAA')).toBe(false);
  });
});
