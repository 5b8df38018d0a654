import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { avatarsDir } from '../media/media-paths';
import {
  GPS_TEXT,
  jpegDataUrl,
  photoWithMetadata,
  TINY_JPEG,
  TINY_JPEG_DATA_URL,
  tinyJpegDeclaring,
} from '../test/jpeg';
import { authorizedUser, newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { avatarFileOf } from './avatar-files';
import { avatars } from './schema';

let test: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  test = await createTestDatabase();
  t = await createTestApp(test);
});
afterAll(async () => {
  await t.app.close();
  await test.close();
});

const upload = (cookies: Record<string, string>, image: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/avatar', cookies, payload: { avatar: { image } } });
const remove = (cookies: Record<string, string>, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/avatar/${id}`, cookies });
const fileOf = (url: string) => {
  const file = avatarFileOf(test.dataDir, url);
  if (file === null) throw new Error(`not an avatar url: ${url}`);
  return file;
};

const mineIn = async (learnerId: number) =>
  (await readdir(avatarsDir(test.dataDir))).filter((name) => name.startsWith(`${learnerId}-`));

describe('POST /api/users/avatar', () => {
  it('stores a large and a medium JPEG, serves them under /uploads and shows them in the user payload', async () => {
    const learner = await newLearner(test);
    const response = await upload(learner.cookies, TINY_JPEG_DATA_URL);
    expect(response.statusCode).toBe(201);
    const { avatar } = response.json();
    expect(avatar).toEqual({ id: expect.any(Number), large: expect.any(String), medium: expect.any(String) });
    const stem = `/uploads/avatars/${learner.id}-[0-9a-f]{32}`;
    expect(avatar.large).toMatch(new RegExp(`^${stem}-large\\.jpg$`));
    expect(avatar.medium).toMatch(new RegExp(`^${stem}-medium\\.jpg$`));

    for (const [url, side] of [
      [avatar.large, 512],
      [avatar.medium, 192],
    ] as const) {
      const stored = await readFile(fileOf(url));
      const { format, width, height } = await sharp(stored).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: side, height: side });
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload).toEqual(stored);
    }
    expect((await authorizedUser(t, learner)).avatar).toEqual(avatar);
  });

  it('stores a photo without its EXIF GPS position, XMP, ICC profile or comment, in both sizes', async () => {
    const learner = await newLearner(test);
    const photo = await photoWithMetadata();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(learner.cookies, jpegDataUrl(photo));
    expect(response.statusCode).toBe(201);
    const { avatar } = response.json();
    for (const url of [avatar.large, avatar.medium]) {
      const stored = await readFile(fileOf(url));
      const { exif, xmp, icc } = await sharp(stored).metadata();
      expect({ exif, xmp, icc }).toEqual({ exif: undefined, xmp: undefined, icc: undefined });
      for (const gone of ['Exif', 'GPS', GPS_TEXT, 'xmpmeta', 'ICC_PROFILE'])
        expect(stored.toString('latin1')).not.toContain(gone);
    }
  });

  it('replaces an earlier avatar and deletes its files', async () => {
    const learner = await newLearner(test);
    const first = (await upload(learner.cookies, TINY_JPEG_DATA_URL)).json().avatar;
    const second = (await upload(learner.cookies, TINY_JPEG_DATA_URL)).json().avatar;
    expect(second.id).not.toBe(first.id);
    expect(second.large).not.toBe(first.large);
    for (const url of [first.large, first.medium]) {
      expect(existsSync(fileOf(url))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(existsSync(fileOf(second.large))).toBe(true);
    expect(existsSync(fileOf(second.medium))).toBe(true);
    expect((await authorizedUser(t, learner)).avatar).toEqual(second);
    expect(await mineIn(learner.id)).toHaveLength(2);
  });

  it('replaces an avatar stored before the sizes (one file for both) and deletes that file', async () => {
    const learner = await newLearner(test);
    const name = `${learner.id}-${'ab'.repeat(16)}.jpg`;
    await writeFile(path.join(avatarsDir(test.dataDir), name), TINY_JPEG);
    const url = `/uploads/avatars/${name}`;
    await test.database.db.insert(avatars).values({ userId: learner.id, large: url, medium: url });
    expect((await authorizedUser(t, learner)).avatar).toMatchObject({ large: url, medium: url });

    const fresh = (await upload(learner.cookies, TINY_JPEG_DATA_URL)).json().avatar;
    expect(existsSync(fileOf(url))).toBe(false);
    expect((await mineIn(learner.id)).sort()).toEqual(
      [fresh.large, fresh.medium].map((freshUrl: string) => path.basename(freshUrl)).sort(),
    );
  });

  it('refuses what is not a JPEG data URL, a fake JPEG, anything over 5 MB or 4096 × 4096 pixels, storing nothing', async () => {
    const learner = await newLearner(test);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: [unknown, string][] = [
      [42, 'Image must be a JPEG data URL.'],
      ['', 'Image must be a JPEG data URL.'],
      [`data:image/png;base64,${png.toString('base64')}`, 'Image must be a JPEG data URL.'],
      ['data:image/jpeg;base64,not base64!', 'Image must be a JPEG data URL.'],
      [jpegDataUrl(png), 'Image is not a valid JPEG.'],
      [jpegDataUrl(Buffer.from('plain text, no picture')), 'Image is not a valid JPEG.'],
      [jpegDataUrl(TINY_JPEG.subarray(0, 20)), 'Image is not a valid JPEG.'],
      [jpegDataUrl(Buffer.alloc(5 * 1024 * 1024 + 3, 0xff)), 'Image is larger than 5MB.'],
      // 224 bytes that declare 65000 × 65000 pixels: a decompression bomb for whoever decodes it.
      [jpegDataUrl(tinyJpegDeclaring(65000, 65000)), 'Image is too large: at most 4096 × 4096 pixels.'],
      [jpegDataUrl(tinyJpegDeclaring(4097, 4096)), 'Image is too large: at most 4096 × 4096 pixels.'],
    ];
    for (const [image, msg] of cases) {
      const response = await upload(learner.cookies, image);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ msg });
    }
    expect((await authorizedUser(t, learner)).avatar).toBeNull();
    expect(await mineIn(learner.id)).toEqual([]);
  });

  it('accepts a JPEG of exactly 5 MB', async () => {
    const learner = await newLearner(test);
    // The tiny JPEG padded with trailing bytes, as some encoders leave: still a JPEG.
    const big = Buffer.concat([TINY_JPEG, Buffer.alloc(5 * 1024 * 1024 - TINY_JPEG.length)]);
    const response = await upload(learner.cookies, jpegDataUrl(big));
    expect(response.statusCode).toBe(201);
    // What follows the end-of-image marker is not part of the picture and is not kept.
    const stored = await readFile(fileOf(response.json().avatar.large));
    expect(stored.length).toBeLessThan(50_000);
    expect((await sharp(stored).metadata()).width).toBe(512);
  });

  it('answers 400 without avatar and 401 without a session', async () => {
    const learner = await newLearner(test);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      cookies: learner.cookies,
      payload: { image: TINY_JPEG_DATA_URL },
    });
    expect(missing.statusCode).toBe(400);
    // The session is checked before the body is read: even an oversized upload gets the 401.
    for (const image of [TINY_JPEG_DATA_URL, jpegDataUrl(Buffer.alloc(9 * 1024 * 1024))]) {
      const signedOut = await upload({}, image);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
    }
    const tooLarge = await upload(learner.cookies, jpegDataUrl(Buffer.alloc(9 * 1024 * 1024)));
    expect(tooLarge.statusCode).toBe(413);
  });
});

describe('DELETE /api/users/avatar/:id', () => {
  it('removes the learner’s avatar and its files', async () => {
    const learner = await newLearner(test);
    const avatar = (await upload(learner.cookies, TINY_JPEG_DATA_URL)).json().avatar;
    const response = await remove(learner.cookies, avatar.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    expect(existsSync(fileOf(avatar.large))).toBe(false);
    expect(existsSync(fileOf(avatar.medium))).toBe(false);
    expect((await authorizedUser(t, learner)).avatar).toBeNull();
    expect((await remove(learner.cookies, avatar.id)).statusCode).toBe(404);
  });

  it('answers 404 for someone else’s avatar, an unknown id or a non-number, and 401 signed out', async () => {
    const owner = await newLearner(test);
    const other = await newLearner(test);
    const avatar = (await upload(owner.cookies, TINY_JPEG_DATA_URL)).json().avatar;
    for (const id of [avatar.id, 999_999, 'abc', '99999999999']) {
      const response = await remove(other.cookies, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Avatar not found.' });
    }
    expect(existsSync(fileOf(avatar.large))).toBe(true);
    expect(existsSync(fileOf(avatar.medium))).toBe(true);
    const signedOut = await remove({}, avatar.id);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
  });
});
