import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BLUE,
  GPS_TEXT,
  jpegDataUrl,
  photoWithMetadata,
  RED,
  redBlueHalves,
  sidewaysPhoto,
  TINY_JPEG,
  TINY_JPEG_BASE64,
  TINY_JPEG_DATA_URL,
  tinyJpegDeclaring,
} from '../test/jpeg';
import { type AvatarImages, decodeAvatar, MAX_AVATAR_PIXELS } from './avatar-image';

const tooManyPixels = { ok: false, msg: 'Image is too large: at most 4096 × 4096 pixels.' };
const notJpeg = { ok: false, msg: 'Image is not a valid JPEG.' };

async function imagesOf(image: string): Promise<AvatarImages> {
  const result = await decodeAvatar(image);
  if (!result.ok) throw new Error(`refused: ${result.msg}`);
  return result.images;
}

/** The colour at (x, y) of a decoded JPEG. */
async function colourAt(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

const near = (colour: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }) =>
  Math.max(
    Math.abs(colour.r - expected.r),
    Math.abs(colour.g - expected.g),
    Math.abs(colour.b - expected.b),
  ) < 40;

describe('decodeAvatar: the sizes', () => {
  it('draws a 512 × 512 large and a 192 × 192 medium JPEG, each its own picture', async () => {
    const images = await imagesOf(TINY_JPEG_DATA_URL);
    const large = await sharp(images.large).metadata();
    const medium = await sharp(images.medium).metadata();
    expect([large.format, large.width, large.height]).toEqual(['jpeg', 512, 512]);
    expect([medium.format, medium.width, medium.height]).toEqual(['jpeg', 192, 192]);
    expect(images.medium.length).toBeLessThan(images.large.length);
  });

  it('cuts a centred square from a picture that is not square', async () => {
    const images = await imagesOf(jpegDataUrl(await redBlueHalves()));
    expect((await sharp(images.large).metadata()).width).toBe(512);
    // The centre square (x 10 to 30) keeps half of each colour, side by side.
    expect(near(await colourAt(images.large, 64, 256), RED)).toBe(true);
    expect(near(await colourAt(images.large, 448, 256), BLUE)).toBe(true);
  });

  it('turns a photo upright by its EXIF orientation before the orientation goes', async () => {
    const sideways = await sidewaysPhoto();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const images = await imagesOf(jpegDataUrl(sideways));
    for (const [jpeg, side] of [
      [images.large, 512],
      [images.medium, 192],
    ] as const) {
      expect((await sharp(jpeg).metadata()).orientation).toBeUndefined();
      expect(near(await colourAt(jpeg, side / 2, side / 8), RED)).toBe(true);
      expect(near(await colourAt(jpeg, side / 2, (side * 7) / 8), BLUE)).toBe(true);
    }
  });
});

describe('decodeAvatar: no metadata', () => {
  it('keeps no EXIF (GPS), XMP, ICC profile or comment of the photo in any size', async () => {
    const photo = await photoWithMetadata();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(photo.toString('latin1')).toContain(GPS_TEXT);

    const images = await imagesOf(jpegDataUrl(photo));
    for (const jpeg of [images.large, images.medium]) {
      const after = await sharp(jpeg).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      const text = jpeg.toString('latin1');
      for (const gone of ['Exif', 'GPS', 'xmpmeta', 'ICC_PROFILE', 'Studyflow test photo']) {
        expect(text).not.toContain(gone);
      }
    }
  });
});

describe('decodeAvatar: what is refused', () => {
  it('refuses what is not a JPEG data URL, and a jpg alias, whitespace or text around one', async () => {
    for (const image of [
      42,
      '',
      `data:image/png;base64,${TINY_JPEG_BASE64}`,
      `data:image/jpg;base64,${TINY_JPEG_BASE64}`,
      ` data:image/jpeg;base64,${TINY_JPEG_BASE64}`,
      `data:image/jpeg;base64,${TINY_JPEG_BASE64}\n<script>`,
    ]) {
      expect(await decodeAvatar(image)).toEqual({ ok: false, msg: 'Image must be a JPEG data URL.' });
    }
  });

  it('refuses bytes that are no JPEG, or a broken one, labelled as JPEG', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } })
      .png()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    const broken = Buffer.from(TINY_JPEG);
    broken.fill(0x00, 150, 200);
    for (const bytes of [
      Buffer.from('not a picture at all'),
      png,
      svg,
      TINY_JPEG.subarray(0, 20),
      TINY_JPEG.subarray(0, TINY_JPEG.length - 12),
      broken,
    ]) {
      expect(await decodeAvatar(jpegDataUrl(bytes))).toEqual(notJpeg);
    }
  });

  it('refuses more than 5 MB before decoding', async () => {
    const big = Buffer.concat([TINY_JPEG, Buffer.alloc(5 * 1024 * 1024 + 1 - TINY_JPEG.length)]);
    expect(await decodeAvatar(jpegDataUrl(big))).toEqual({ ok: false, msg: 'Image is larger than 5MB.' });
  });
});

describe('decodeAvatar and the pixel limit', () => {
  it('is 4096 × 4096 pixels', () => {
    expect(MAX_AVATAR_PIXELS).toBe(16_777_216);
  });

  it('refuses a 224-byte JPEG that declares more pixels, by its header, before decoding', async () => {
    // Decoding any of these would fail on the missing image data ("not a valid JPEG"): the pixel
    // message shows the header was read and the file refused first.
    for (const [width, height] of [
      [4097, 4096],
      [4096, 4097],
      [65000, 65000],
      [60000, 300],
    ] as const) {
      const bomb = tinyJpegDeclaring(width, height);
      expect(bomb).toHaveLength(224);
      expect(await decodeAvatar(jpegDataUrl(bomb))).toEqual(tooManyPixels);
    }
  });

  it('takes a real photo of exactly 4096 × 4096 pixels', async () => {
    const photo = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: BLUE } })
      .jpeg({ quality: 50 })
      .toBuffer();
    const images = await imagesOf(jpegDataUrl(photo));
    expect((await sharp(images.large).metadata()).width).toBe(512);
  });
});
