import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { avatarsDir } from '../media/media-paths';
import {
  GPS_TEXT,
  jpegDataUrl,
  TINY_JPEG,
  TINY_JPEG_DATA_URL,
  TINY_JPEG_STRIPPED,
  TINY_JPEG_WITH_METADATA,
  tinyJpegDeclaring,
} from '../test/jpeg';
import { authorizedUser, newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { avatarFileOf } from './avatar-files';
import { jpegSize } from './avatar-image';

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

describe('POST /api/users/avatar', () => {
  it('stores the JPEG, serves it under /uploads and shows it in the user payload', async () => {
    const learner = await newLearner(test);
    const response = await upload(learner.cookies, TINY_JPEG_DATA_URL);
    expect(response.statusCode).toBe(201);
    const { avatar } = response.json();
    expect(avatar).toEqual({ id: expect.any(Number), large: avatar.large, medium: avatar.large });
    expect(avatar.large).toMatch(new RegExp(`^/uploads/avatars/${learner.id}-[0-9a-f]{32}\\.jpg$`));
    expect(await readFile(fileOf(avatar.large))).toEqual(TINY_JPEG_STRIPPED);

    const served = await t.app.inject({ method: 'GET', url: avatar.large });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(TINY_JPEG_STRIPPED);
    expect((await authorizedUser(t, learner)).avatar).toEqual(avatar);
  });

  it('stores a photo without its EXIF GPS position and other metadata, image data unchanged', async () => {
    const learner = await newLearner(test);
    expect(TINY_JPEG_WITH_METADATA.toString('latin1')).toContain(GPS_TEXT);
    const response = await upload(learner.cookies, jpegDataUrl(TINY_JPEG_WITH_METADATA));
    expect(response.statusCode).toBe(201);
    const stored = await readFile(fileOf(response.json().avatar.large));
    const text = stored.toString('latin1');
    for (const gone of ['Exif', 'GPS', '51.5', 'xmpmeta', 'ICC_PROFILE', 'trailing'])
      expect(text).not.toContain(gone);
    // Still a whole JPEG: SOI first, EOI last, the same frame, tables and scan bytes as the original.
    expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(jpegSize(stored)).toEqual({ width: 16, height: 16 });
    expect(stored).toEqual(TINY_JPEG_STRIPPED);
  });

  it('replaces an earlier avatar and deletes its file', async () => {
    const learner = await newLearner(test);
    const first = (await upload(learner.cookies, TINY_JPEG_DATA_URL)).json().avatar;
    const second = (await upload(learner.cookies, TINY_JPEG_DATA_URL)).json().avatar;
    expect(second.id).not.toBe(first.id);
    expect(second.large).not.toBe(first.large);
    expect(existsSync(fileOf(first.large))).toBe(false);
    expect(existsSync(fileOf(second.large))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first.large })).statusCode).toBe(404);
    expect((await authorizedUser(t, learner)).avatar).toEqual(second);
    const mine = (await readdir(avatarsDir(test.dataDir))).filter((name) =>
      name.startsWith(`${learner.id}-`),
    );
    expect(mine).toHaveLength(1);
  });

  it('refuses what is not a JPEG data URL, a fake JPEG, anything over 5 MB or 4096 pixels a side, storing nothing', async () => {
    const learner = await newLearner(test);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: [unknown, string][] = [
      [42, 'Image must be a JPEG data URL.'],
      ['', 'Image must be a JPEG data URL.'],
      [`data:image/png;base64,${png.toString('base64')}`, 'Image must be a JPEG data URL.'],
      ['data:image/jpeg;base64,not base64!', 'Image must be a JPEG data URL.'],
      [jpegDataUrl(png), 'Image is not a valid JPEG.'],
      [jpegDataUrl(TINY_JPEG.subarray(0, 20)), 'Image is not a valid JPEG.'],
      [jpegDataUrl(Buffer.alloc(5 * 1024 * 1024 + 3, 0xff)), 'Image is larger than 5MB.'],
      // 224 bytes that declare 65535 × 65535 pixels: a decompression bomb for whoever shows it.
      [jpegDataUrl(tinyJpegDeclaring(65535, 65535)), 'Image is too large: at most 4096 × 4096 pixels.'],
    ];
    for (const [image, msg] of cases) {
      const response = await upload(learner.cookies, image);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ msg });
    }
    expect((await authorizedUser(t, learner)).avatar).toBeNull();
    const mine = (await readdir(avatarsDir(test.dataDir))).filter((name) =>
      name.startsWith(`${learner.id}-`),
    );
    expect(mine).toEqual([]);
  });

  it('accepts a JPEG of exactly 5 MB', async () => {
    const learner = await newLearner(test);
    // The tiny JPEG padded with trailing bytes, as some encoders leave: still a JPEG.
    const big = Buffer.concat([TINY_JPEG, Buffer.alloc(5 * 1024 * 1024 - TINY_JPEG.length)]);
    const response = await upload(learner.cookies, jpegDataUrl(big));
    expect(response.statusCode).toBe(201);
    // What follows the end-of-image marker is not part of the picture and is not kept.
    expect(await readFile(fileOf(response.json().avatar.large))).toEqual(TINY_JPEG_STRIPPED);
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
  it('removes the learner’s avatar and its file', async () => {
    const learner = await newLearner(test);
    const avatar = (await upload(learner.cookies, TINY_JPEG_DATA_URL)).json().avatar;
    const response = await remove(learner.cookies, avatar.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    expect(existsSync(fileOf(avatar.large))).toBe(false);
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
    const signedOut = await remove({}, avatar.id);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
  });
});
