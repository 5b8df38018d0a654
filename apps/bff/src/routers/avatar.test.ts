import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, resultOf, sentCalls } from '../test-support/calls';
import { json } from '../test-support/http-server';
import { mutation, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const image = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
/** A real 16×16 JPEG (a flat blue square, made with ffmpeg). */
const TINY_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgUFBcUFxsbGxsbGyAeICEhISAgICAhISEkJCQqKiokJCQhISQkKCgqKi4vLisrKisvLzIyMjw8OTlGRkhWVmf/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABQYQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAQABADASIAAhEAAxEA/9oADAMBAAIRAxEAPwCbAUQF/9k=';
const avatar = { id: 5, large: '/uploads/avatars/7-abc.jpg', medium: '/uploads/avatars/7-abc.jpg' };

describe('avatar procedures', () => {
  it('create posts { avatar: { image } } untouched and returns the avatar', async () => {
    t.upstream.handle((_req, res) => json(res, 201, { avatar }));
    const response = await t.app.inject(mutation('avatar.create', { image }));
    expect(resultOf(response.body)).toEqual(avatar);
    expect(sentCalls(t.upstream)).toEqual([{ call: 'POST /api/users/avatar', body: { avatar: { image } } }]);
  });

  it('create carries a 5 MB JPEG (≈ 7 MB of base64) through the /trpc body limit', async () => {
    t.upstream.handle((_req, res) => json(res, 201, { avatar }));
    const big = `data:image/jpeg;base64,${Buffer.alloc(5 * 1024 * 1024, 7).toString('base64')}`;
    const response = await t.app.inject(mutation('avatar.create', { image: big }));
    expect(response.statusCode).toBe(200);
    expect(
      (JSON.parse(t.upstream.requests[0]?.body ?? '{}') as { avatar: { image: string } }).avatar.image,
    ).toBe(big);
    // 7 MB parsed, validated and sent on: seconds, not milliseconds, on a busy 2-core runner.
  }, 30_000);

  it('create refuses a PNG, a non-data URL and an oversized image before calling the upstream', async () => {
    for (const bad of ['data:image/png;base64,iVBORw0KGgo=', 'https://example.org/me.jpg', '', 42]) {
      expect((await t.app.inject(mutation('avatar.create', { image: bad }))).statusCode).toBe(400);
    }
    const tooBig = `data:image/jpeg;base64,${'A'.repeat(7_500_001)}`;
    expect((await t.app.inject(mutation('avatar.create', { image: tooBig }))).statusCode).toBe(400);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('create refuses a JPEG declaring more than 4096 × 4096 pixels with a 422, before the upstream', async () => {
    // A real 16×16 JPEG of 224 bytes whose frame header says 65535 × 65535 (16 GB once decoded).
    const bytes = Buffer.from(TINY_JPEG_BASE64, 'base64');
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    bytes.writeUInt16BE(65535, sof + 5);
    bytes.writeUInt16BE(65535, sof + 7);
    expect(bytes).toHaveLength(224);
    t.upstream.handle((_req, res) => json(res, 201, { avatar }));
    const response = await t.app.inject(
      mutation('avatar.create', { image: `data:image/jpeg;base64,${bytes.toString('base64')}` }),
    );
    expect(response.statusCode).toBe(422);
    const error = errorOf(response.body);
    expect(error.message).toBe('Image is too large: at most 4096 × 4096 pixels.');
    expect(error.data).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      httpStatus: 422,
      upstreamStatus: null,
    });
    expect(t.upstream.requests).toHaveLength(0);

    const fine = await t.app.inject(
      mutation('avatar.create', { image: `data:image/jpeg;base64,${TINY_JPEG_BASE64}` }),
    );
    expect(fine.statusCode).toBe(200);
  });

  it('create passes the upstream 422 msg through', async () => {
    t.upstream.handle((_req, res) => json(res, 422, { msg: 'Image is not a valid JPEG.' }));
    const response = await t.app.inject(mutation('avatar.create', { image }));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response.body).message).toBe('Image is not a valid JPEG.');
  });

  it('remove deletes /users/avatar/{id} and returns the status', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { status: 'success' }));
    const response = await t.app.inject(mutation('avatar.remove', { id: 5 }));
    expect(resultOf(response.body)).toEqual({ status: 'success' });
    expect(sentCalls(t.upstream)).toEqual([{ call: 'DELETE /api/users/avatar/5', body: '' }]);
  });

  it('remove refuses ids that are not positive integers, and relays a 404', async () => {
    for (const id of [0, -1, 1.5, '5/../../auth/sign_out']) {
      expect((await t.app.inject(mutation('avatar.remove', { id }))).statusCode).toBe(400);
    }
    expect(t.upstream.requests).toHaveLength(0);
    t.upstream.handle((_req, res) => json(res, 404, { msg: 'Avatar not found.' }));
    const missing = await t.app.inject(mutation('avatar.remove', { id: 9 }));
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing.body).data).toMatchObject({ code: 'NOT_FOUND', msg: 'Avatar not found.' });
  });
});
