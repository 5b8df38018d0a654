import sharp from 'sharp';
import { AVATAR_MESSAGES } from './avatar-messages';

/** PRF-5, LIM-12: avatars up to 5242880 bytes. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Base64 of MAX_AVATAR_BYTES, so an oversized upload is refused before it is decoded. */
const MAX_BASE64_CHARS = Math.ceil(MAX_AVATAR_BYTES / 3) * 4;
/**
 * Pixels at most, counted from the file's header before anything is decoded (4096 × 4096: 48 MB of
 * RGB while it is decoded). The web uploads a crop of at most 512 × 512; the limit keeps a tiny file
 * that declares a huge picture from taking the server's memory. The BFF refuses more than 4096 a
 * side before it forwards, so this is the second check, and the decoder's own limit the third.
 */
export const MAX_AVATAR_PIXELS = 4096 * 4096;

/**
 * The sizes stored for each avatar (docs/decisions.md, "Avatar sizes"), square, in pixels a side.
 * Large is the web's crop at its largest (the modal's preview and any Undo re-upload); medium covers
 * the top bar and the profile card at twice their size on screen.
 */
export const AVATAR_SIZES = { large: 512, medium: 192 } as const;
export type AvatarVariant = keyof typeof AVATAR_SIZES;

const JPEG_QUALITY = 85;

// Each upload is a new picture: libvips' operation cache would only keep old ones in memory.
sharp.cache(false);

export type AvatarImages = Record<AvatarVariant, Buffer>;
export type AvatarImage = { ok: true; images: AvatarImages } | { ok: false; msg: string };

const DATA_URL = /^data:image\/jpeg;base64,([A-Za-z0-9+/]*={0,2})$/;
const refused = (msg: string): AvatarImage => ({ ok: false, msg });

/**
 * Checks a cropped avatar and draws its sizes: a JPEG data URL of at most 5 MB whose bytes really
 * are a JPEG (magic bytes, then the header as the image library reads it) of at most
 * MAX_AVATAR_PIXELS. The picture is decoded, turned upright (EXIF orientation), cut to a centred
 * square and encoded again at each size. Only pixels pass through: the new files carry no EXIF (a
 * photo's GPS position), XMP, ICC profile, comment or thumbnail, since nothing copies them over.
 */
export async function decodeAvatar(image: unknown): Promise<AvatarImage> {
  if (typeof image !== 'string') return refused(AVATAR_MESSAGES.notDataUrl);
  const base64 = DATA_URL.exec(image)?.[1];
  if (base64 === undefined || base64 === '') return refused(AVATAR_MESSAGES.notDataUrl);
  if (base64.length > MAX_BASE64_CHARS) return refused(AVATAR_MESSAGES.tooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_AVATAR_BYTES) return refused(AVATAR_MESSAGES.tooLarge);
  // The library reads many formats (SVG, TIFF, HEIF…); an avatar is a JPEG and nothing else.
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return refused(AVATAR_MESSAGES.notJpeg);
  const header = await readHeader(bytes);
  if (header === null || header.format !== 'jpeg') return refused(AVATAR_MESSAGES.notJpeg);
  if (header.width * header.height > MAX_AVATAR_PIXELS) return refused(AVATAR_MESSAGES.tooManyPixels);
  try {
    return { ok: true, images: await drawSizes(bytes) };
  } catch {
    // Broken or truncated image data: the decoder stops at the first warning.
    return refused(AVATAR_MESSAGES.notJpeg);
  }
}

/**
 * The format and size the file declares. Reading the header decodes no pixel, so it runs without a
 * pixel limit: the count is compared here, to answer with the avatar's own message.
 */
async function readHeader(bytes: Buffer): Promise<{ format: string; width: number; height: number } | null> {
  try {
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { format, width, height };
  } catch {
    return null;
  }
}

async function drawSizes(bytes: Buffer): Promise<AvatarImages> {
  const upright = sharp(bytes, { limitInputPixels: MAX_AVATAR_PIXELS, failOn: 'warning' }).rotate();
  const draw = (side: number) =>
    upright
      .clone()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  const [large, medium] = await Promise.all([draw(AVATAR_SIZES.large), draw(AVATAR_SIZES.medium)]);
  return { large, medium };
}
