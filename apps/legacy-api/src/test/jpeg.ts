import sharp from 'sharp';

/** A real 16×16 JPEG (a flat blue square, made with ffmpeg) for avatar tests. */
export const TINY_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgUFBcUFxsbGxsbGyAeICEhISAgICAhISEkJCQqKiokJCQhISQkKCgqKi4vLisrKisvLzIyMjw8OTlGRkhWVmf/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABQYQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAQABADASIAAhEAAxEA/9oADAMBAAIRAxEAPwCbAUQF/9k=';

export const TINY_JPEG = Buffer.from(TINY_JPEG_BASE64, 'base64');
export const TINY_JPEG_DATA_URL = `data:image/jpeg;base64,${TINY_JPEG_BASE64}`;

/** A data URL of the given bytes, labelled as JPEG whatever they are. */
export const jpegDataUrl = (bytes: Uint8Array): string =>
  `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`;

/** A marker segment: FF, marker, big-endian length (which counts itself), payload. */
export function jpegSegment(marker: number, payload: Uint8Array | readonly number[] | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : Buffer.from([...payload]);
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/**
 * TINY_JPEG (224 bytes) with its frame header declaring another size: a decoder would need
 * width × height pixels of memory, whatever the file's size.
 */
export function tinyJpegDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(TINY_JPEG);
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  if (frame < 0) throw new Error('TINY_JPEG has no baseline frame header');
  // FF C0, length (2), precision (1), then height and width, big-endian.
  bytes.writeUInt16BE(height, frame + 5);
  bytes.writeUInt16BE(width, frame + 7);
  return bytes;
}

export const GPS_TEXT = 'GPSLatitude 51.500729 N GPSLongitude 0.124625 W';

/** A JPEG with `segment` (a whole marker segment) right after its start-of-image marker. */
const withSegment = (jpeg: Buffer, segment: Buffer) =>
  Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);

/**
 * A 64 × 48 photo as a phone might hand it over: EXIF with a GPS position (IFD3), XMP that repeats
 * it, a Display P3 ICC profile and a comment holding GPS_TEXT.
 */
export async function photoWithMetadata(): Promise<Buffer> {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1e5f74' } })
    .withExif({
      IFD0: { Copyright: 'Studyflow test photo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 28/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.04N"/>' +
        '</rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
  return withSegment(photo, jpegSegment(0xfe, GPS_TEXT));
}

/**
 * EXIF holding only an orientation: "Exif", two zero bytes, a big-endian TIFF header whose first
 * directory (at byte 8) has one entry, tag 0x0112 (Orientation), type SHORT, count 1, then no next
 * directory.
 */
const exifOrientation = (orientation: number) =>
  jpegSegment(0xe1, [
    ...Buffer.from('Exif\0\0MM\0*', 'latin1'),
    ...[0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0],
  ]);

export const RED = { r: 255, g: 0, b: 0 };
export const BLUE = { r: 0, g: 0, b: 255 };

/**
 * A 40 × 20 picture, left half red and right half blue, stored sideways: its EXIF orientation 6 says
 * to turn it a quarter clockwise to show it, which puts red on top and blue below.
 */
export async function sidewaysPhoto(): Promise<Buffer> {
  return withSegment(await redBlueHalves(), exifOrientation(6));
}

/** A 40 × 20 JPEG, left half red and right half blue, without metadata. */
export function redBlueHalves(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: RED } })
    .composite([
      { input: { create: { width: 20, height: 20, channels: 3, background: BLUE } }, left: 20, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
}
