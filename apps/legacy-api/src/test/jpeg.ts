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

/** TINY_JPEG as it should be stored: without the encoder's COM segment (bytes 20–37, "Lavc59.37.100"). */
export const TINY_JPEG_STRIPPED = Buffer.concat([TINY_JPEG.subarray(0, 20), TINY_JPEG.subarray(38)]);

export const GPS_TEXT = 'GPSLatitude 51.500729 N GPSLongitude 0.124625 W';

/**
 * TINY_JPEG as a phone might hand it over: an EXIF APP1 with a GPS position, XMP, an ICC profile,
 * a comment and bytes after the end-of-image marker.
 */
export const TINY_JPEG_WITH_METADATA = Buffer.concat([
  TINY_JPEG.subarray(0, 2),
  jpegSegment(0xe1, `Exif\0\0MM\0*\0\0\0\x08${GPS_TEXT}`),
  TINY_JPEG.subarray(2, 20),
  jpegSegment(
    0xe1,
    `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>51,30.04N</exif:GPSLatitude>`,
  ),
  jpegSegment(0xe2, 'ICC_PROFILE\0\x01\x01profile-bytes'),
  TINY_JPEG.subarray(20),
  Buffer.from('trailing maker data', 'latin1'),
]);
