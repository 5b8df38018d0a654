import { describe, expect, it } from 'vitest';
import { crc32, zip } from './zip';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Reads a stored zip back through its central directory, checking each local header against it. */
function unzip(bytes: Uint8Array): { name: string; text: string; crc: number; flags: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = [];
  for (let index = 0; index < count; index++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const flags = view.getUint16(at + 8, true);
    expect(view.getUint16(at + 10, true)).toBe(0);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    expect(view.getUint32(local + 14, true)).toBe(crc);
    const start = local + 30 + view.getUint16(local + 26, true);
    const data = bytes.subarray(start, start + size);
    expect(crc32(data)).toBe(crc);
    files.push({ name, text: decoder.decode(data), crc, flags });
    at += 46 + nameLength;
  }
  return files;
}

describe('crc32', () => {
  it('gives the standard check values', () => {
    expect(crc32(encoder.encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(encoder.encode('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe('zip', () => {
  it('stores each file whole with its name in UTF-8, readable back through the central directory', () => {
    const archive = zip(
      [
        { name: 'README.md', content: '# Your data\n' },
        { name: 'notes.md', content: 'Café, naïve – “quoted” ✓' },
        { name: 'empty.json', content: new Uint8Array() },
      ],
      new Date(2026, 10, 28, 9, 30, 14),
    );
    const files = unzip(archive);
    expect(files.map((file) => [file.name, file.text])).toEqual([
      ['README.md', '# Your data\n'],
      ['notes.md', 'Café, naïve – “quoted” ✓'],
      ['empty.json', ''],
    ]);
    expect(files.every((file) => file.flags === 0x0800)).toBe(true);
  });

  it('writes the modification time as MS-DOS date and time', () => {
    const archive = zip([{ name: 'a.txt', content: 'a' }], new Date(2026, 10, 28, 9, 30, 14));
    const view = new DataView(archive.buffer);
    expect(view.getUint16(10, true)).toBe((9 << 11) | (30 << 5) | 7);
    expect(view.getUint16(12, true)).toBe(((2026 - 1980) << 9) | (11 << 5) | 28);
  });

  it('makes a valid empty archive', () => {
    const archive = zip([]);
    expect(archive.length).toBe(22);
    expect(unzip(archive)).toEqual([]);
  });
});
