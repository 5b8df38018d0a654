/** Bytes after 0xFF that matter here (ITU T.81 table B.1). */
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** TEM and RST0–RST7 stand alone: no length follows them. */
const standsAlone = (marker: number) => marker === 0x01 || isRestart(marker);

const JFIF = Buffer.from('JFIF\0', 'latin1');
/** "JFIF\0", version (2), units (1), densities (2 + 2): the header without its thumbnail fields. */
const JFIF_HEADER_BYTES = 12;
const ADOBE = Buffer.from('Adobe', 'latin1');
/** "Adobe", version (2), two flag words (4), colour transform (1), and nothing else. */
const ADOBE_BYTES = 12;

/**
 * What survives of an APPn or COM segment (its payload, without marker and length), or null to drop
 * it. JFIF stays without its thumbnail, which could show the picture before it was cropped. Adobe's
 * segment stays only in its fixed 12-byte form: its colour-transform flag decides whether a decoder
 * reads the channels as RGB or YCbCr, so dropping it could change the colours. Everything else
 * (EXIF with its GPS position, XMP, ICC profiles, maker notes, comments) goes.
 */
function keptPayload(marker: number, payload: Buffer): Buffer | null {
  if (marker === APP0 && payload.length >= JFIF_HEADER_BYTES + 2 && payload.subarray(0, 5).equals(JFIF)) {
    return Buffer.concat([payload.subarray(0, JFIF_HEADER_BYTES), Buffer.from([0, 0])]);
  }
  if (marker === APP14 && payload.length === ADOBE_BYTES && payload.subarray(0, 5).equals(ADOBE)) {
    return payload;
  }
  return null;
}

const isMetadata = (marker: number) => (marker >= APP0 && marker <= APP15) || marker === COM;

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** Where the entropy-coded data that starts at `from` ends: at the first real marker after it. */
function endOfScan(bytes: Buffer, from: number): number | null {
  let offset = from;
  for (;;) {
    offset = bytes.indexOf(0xff, offset);
    if (offset === -1 || offset + 1 >= bytes.length) return null;
    const next = bytes[offset + 1] ?? 0;
    // FF 00 is a stuffed data byte, FF D0–D7 a restart marker, FF FF fill: all part of the scan.
    if (next === 0x00 || isRestart(next) || next === 0xff) offset += next === 0xff ? 1 : 2;
    else return offset;
  }
}

/**
 * The same JPEG without its metadata: every segment the decoder needs and every scan byte is copied
 * unchanged, metadata segments are dropped (also those between the scans of a progressive JPEG) and
 * so is anything after the end-of-image marker. Null when the structure is broken, so nothing
 * half-cleaned is ever stored.
 */
export function stripJpegMetadata(input: Uint8Array): Buffer | null {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  for (;;) {
    if (bytes[offset] !== 0xff) return null;
    while (bytes[offset + 1] === 0xff) offset += 1;
    const marker = bytes[offset + 1];
    if (marker === undefined || marker === SOI) return null;
    if (marker === EOI) {
      kept.push(bytes.subarray(offset, offset + 2));
      return Buffer.concat(kept);
    }
    if (standsAlone(marker)) {
      kept.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return null;
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end < offset + 4 || end > bytes.length) return null;
    if (isMetadata(marker)) {
      const payload = keptPayload(marker, bytes.subarray(offset + 4, end));
      if (payload) kept.push(segment(marker, payload));
    } else {
      kept.push(bytes.subarray(offset, end));
    }
    offset = end;
    if (marker === SOS) {
      const scanEnd = endOfScan(bytes, offset);
      if (scanEnd === null) return null;
      kept.push(bytes.subarray(offset, scanEnd));
      offset = scanEnd;
    }
  }
}
