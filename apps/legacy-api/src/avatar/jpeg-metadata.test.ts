import { describe, expect, it } from 'vitest';
import { jpegSegment, TINY_JPEG, TINY_JPEG_STRIPPED, TINY_JPEG_WITH_METADATA } from '../test/jpeg';
import { jpegSize } from './avatar-image';
import { stripJpegMetadata } from './jpeg-metadata';

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
const jfif = (thumbnail: number[]) =>
  jpegSegment(0xe0, Buffer.from([...Buffer.from('JFIF\0', 'latin1'), 1, 2, 1, 0, 72, 0, 72, ...thumbnail]));
const frame = jpegSegment(0xc0, [8, 0, 16, 0, 16, 1, 1, 0x11, 0]);
const scanHeader = jpegSegment(0xda, [1, 1, 0, 0, 63, 0]);

describe('stripJpegMetadata', () => {
  it('drops EXIF (with its GPS text), XMP, ICC, comments and trailing bytes, keeping the image bytes', () => {
    const stripped = stripJpegMetadata(TINY_JPEG_WITH_METADATA);
    expect(stripped).toEqual(TINY_JPEG_STRIPPED);
    const text = stripped?.toString('latin1') ?? '';
    for (const gone of ['Exif', 'GPS', 'xmpmeta', 'ICC_PROFILE', 'Lavc', 'trailing'])
      expect(text).not.toContain(gone);
    expect(stripped && jpegSize(stripped)).toEqual({ width: 16, height: 16 });
  });

  it('changes nothing more when run again', () => {
    expect(stripJpegMetadata(TINY_JPEG_STRIPPED)).toEqual(TINY_JPEG_STRIPPED);
  });

  it('keeps JFIF without its thumbnail and the fixed-size Adobe colour segment', () => {
    const adobe = jpegSegment(0xee, Buffer.from([...Buffer.from('Adobe', 'latin1'), 0, 100, 0, 0, 0, 0, 1]));
    const bigAdobe = jpegSegment(0xee, `Adobe\0d\0\0\0\0\x01hidden`);
    const image = Buffer.concat([
      SOI,
      jfif([2, 1, 9, 9, 9, 8, 8, 8]),
      adobe,
      bigAdobe,
      frame,
      scanHeader,
      Buffer.from([1, 2]),
      EOI,
    ]);
    expect(stripJpegMetadata(image)).toEqual(
      Buffer.concat([SOI, jfif([0, 0]), adobe, frame, scanHeader, Buffer.from([1, 2]), EOI]),
    );
  });

  it('reads stuffed bytes and restart markers as scan data and cleans between progressive scans', () => {
    const scanData = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff]);
    const between = jpegSegment(0xfe, 'written between scans');
    const table = jpegSegment(0xc4, [0, 0]);
    const image = Buffer.concat([
      SOI,
      frame,
      scanHeader,
      scanData,
      between,
      table,
      scanHeader,
      Buffer.from([7]),
      EOI,
    ]);
    expect(stripJpegMetadata(image)).toEqual(
      Buffer.concat([SOI, frame, scanHeader, scanData, table, scanHeader, Buffer.from([7]), EOI]),
    );
  });

  it('refuses broken structure rather than store something half-cleaned', () => {
    for (const broken of [
      Buffer.from('89504e47', 'hex'),
      TINY_JPEG.subarray(0, TINY_JPEG.length - 2),
      TINY_JPEG.subarray(0, 30),
      Buffer.concat([SOI, Buffer.from([0xff, 0xe1, 0x00, 0x01]), EOI]),
      Buffer.concat([SOI, Buffer.from([0xff, 0xe1, 0x40, 0x00, 0x01]), EOI]),
      Buffer.concat([SOI, Buffer.from([0x00]), EOI]),
      Buffer.concat([SOI, SOI, EOI]),
    ]) {
      expect(stripJpegMetadata(broken)).toBeNull();
    }
  });
});
