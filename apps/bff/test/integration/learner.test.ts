import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, CookieJar, type RunningBff, startBff } from './support/bff';
import { rejection } from './support/errors';
import { TINY_JPEG, TINY_JPEG_DATA_URL } from './support/jpeg';
import { type LegacyApi, startLegacyApi } from './support/legacy-api';

let api: LegacyApi;
let bff: RunningBff;

beforeAll(async () => {
  api = await startLegacyApi();
  bff = await startBff(api.origin);
});
afterAll(async () => {
  await bff?.app.close();
  await api?.stop();
});

/** A fresh licence learner, signed in through the BFF: nothing chosen, nothing saved yet. */
async function newLearner(licenceKey: string) {
  const jar = new CookieJar();
  const trpc = browserClient(bff.url, jar);
  const email = `learner${licenceKey}@mail.example`;
  await trpc.auth.signUp.mutate({
    signUpType: 'dsa_licence',
    email,
    confirmEmail: email,
    password: 'a-good-password',
    passwordConfirmation: 'a-good-password',
    firstName: 'Sam',
    surname: 'Lee',
    licenceKey,
    university: 'Northfield University',
  });
  return { jar, trpc };
}

/** A GET on the BFF as the browser's <img>/<video> would make it, with the session cookie. */
const fetchMedia = (path: string, jar: CookieJar, headers: Record<string, string> = {}) =>
  fetch(`${bff.url}${path}`, { headers: { ...headers, cookie: jar.header() ?? '' } });

const LEVELS = {
  asTechnologyLevel: 'beginner',
  essayWritingLevel: 'medior',
  presentationsLevel: 'expert',
  lecturesLevel: 'beginner',
  readingLevel: 'medior',
  organisationLevel: 'beginner',
  revisionLevel: 'expert',
} as const;

describe('a learner deleting their account through the BFF and the real legacy-api', () => {
  it('deletes it with the session: the cookie is cleared, the old one is dead, the licence stays used', async () => {
    const { jar, trpc } = await newLearner('1000000041');
    const stolen = jar.header();
    expect(await trpc.account.remove.mutate({ confirmed: true })).toEqual({ ok: true });
    expect(jar.cookies.has('_studyflow_session')).toBe(false);
    expect(await trpc.auth.authorize.query()).toBeNull();

    const replay = new CookieJar();
    replay.store([`${stolen}; Path=/`]);
    expect(await browserClient(bff.url, replay).auth.authorize.query()).toBeNull();

    const signIn = await rejection(
      trpc.auth.signIn.mutate({ email: 'learner1000000041@mail.example', password: 'a-good-password' }),
    );
    expect(signIn.message).toBe('Invalid email or password.');
    // A licence that opened the account is not given back.
    await expect(newLearner('1000000041')).rejects.toThrow();
  });
});

describe('a new learner through onboarding, the BFF and the real legacy-api', () => {
  it('selects software, and authorize then shows softwareSelected and the choice', async () => {
    const { trpc } = await newLearner('1000000011');
    expect((await trpc.auth.authorize.query())?.softwareSelected).toBe(false);
    const catalogue = await trpc.software.list.query();
    expect(catalogue.length).toBeGreaterThan(10);
    expect(catalogue.some((software) => software.group === null)).toBe(true);
    const assistive = catalogue.filter((software) => software.assistive).slice(0, 3);
    const saved = await trpc.software.select.mutate({ softwareIds: assistive.map((s) => s.id) });
    expect(saved.msg).toBe('Software has been saved.');
    const me = await trpc.auth.authorize.query();
    expect(me?.softwareSelected).toBe(true);
    expect(me?.softwares.map((s) => s.slug)).toEqual(assistive.map((s) => s.slug));

    const unknown = await rejection(trpc.software.select.mutate({ softwareIds: [987_654] }));
    expect(unknown.data).toMatchObject({ upstreamStatus: 422, fieldErrors: { softwareIds: ['is invalid'] } });
  });

  it('serves the software tiles through /uploads as SVG', async () => {
    const { jar, trpc } = await newLearner('1000000012');
    const [first] = await trpc.software.list.query();
    const response = await fetchMedia(first?.image ?? '/missing', jar);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain(`<title>`);
  });

  it('saves user info once, then answers "UserInfo already exists for User!"', async () => {
    const { trpc } = await newLearner('1000000013');
    const info = {
      courseStarted: 2025,
      courseEnds: 2028,
      courseName: 'History',
      ...LEVELS,
      studyPriorities: {
        essayWriting: 5,
        presentations: 2,
        lectures: 3,
        reading: 4,
        organisation: 1,
        revision: 5,
      },
    };
    expect(await trpc.userInfo.create.mutate(info)).toEqual(info);
    expect((await trpc.auth.authorize.query())?.userInfo).toEqual(info);
    const again = await rejection(trpc.userInfo.create.mutate({ ...info, courseName: 'Law' }));
    expect(again.message).toBe('UserInfo already exists for User!');
    expect(again.data).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', upstreamStatus: 422 });
  });

  it('uploads an avatar, serves it through /uploads, and removes it', async () => {
    const { jar, trpc } = await newLearner('1000000014');
    const avatar = await trpc.avatar.create.mutate({ image: TINY_JPEG_DATA_URL });
    expect(avatar.large).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]+-large\.jpg$/);
    expect(avatar.medium).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]+-medium\.jpg$/);
    expect((await trpc.auth.authorize.query())?.avatar).toEqual(avatar);

    // Each size drawn anew from the upload: its own pixels, and none of the upload's metadata (the
    // encoder's comment segment, 0xFFFE, is in the upload and in neither file).
    expect(TINY_JPEG.includes(Buffer.from([0xff, 0xfe]))).toBe(true);
    for (const [url, side] of [
      [avatar.large, 512],
      [avatar.medium, 192],
    ] as const) {
      const image = await fetchMedia(url, jar);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.includes(Buffer.from([0xff, 0xfe]))).toBe(false);
      const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
      expect([bytes.readUInt16BE(frame + 5), bytes.readUInt16BE(frame + 7)]).toEqual([side, side]);
    }

    const notJpeg = await rejection(
      trpc.avatar.create.mutate({
        image: `data:image/jpeg;base64,${Buffer.from('not a jpeg').toString('base64')}`,
      }),
    );
    expect(notJpeg.message).toBe('Image is not a valid JPEG.');

    expect(await trpc.avatar.remove.mutate({ id: avatar.id })).toEqual({ status: 'success' });
    expect((await trpc.auth.authorize.query())?.avatar).toBeNull();
    expect((await fetchMedia(avatar.large, jar)).status).toBe(404);
    const again = await rejection(trpc.avatar.remove.mutate({ id: avatar.id }));
    expect(again.data).toMatchObject({ code: 'NOT_FOUND', msg: 'Avatar not found.' });
  });

  it('updates accessibility settings with nulls dropped, and authorize shows the saved record', async () => {
    const { trpc } = await newLearner('1000000015');
    const first = await trpc.accessibility.update.mutate({
      backgroundColor: '#FAF7F0',
      fontColor: '#1F2933',
      fontSize: 4,
    });
    expect(first).toEqual({
      backgroundColor: '#FAF7F0',
      fontColor: '#1F2933',
      subtitles: null,
      fontSize: 4,
      fontFamily: null,
    });
    // Null values are dropped, so they never clear what was saved.
    const second = await trpc.accessibility.update.mutate({
      fontColor: null,
      fontFamily: 'Comic Sans',
      subtitles: true,
    });
    expect(second).toEqual({ ...first, fontFamily: 'Comic Sans', subtitles: true });
    expect((await trpc.auth.authorize.query())?.accessabilitySetting).toEqual(second);
    const bad = await rejection(trpc.accessibility.update.mutate({ backgroundColor: 'red' }));
    expect(bad.data).toMatchObject({ upstreamStatus: 422, fieldErrors: { backgroundColor: ['is invalid'] } });
  });

  it('lists the study flows and a progress item for each', async () => {
    const { trpc } = await newLearner('1000000016');
    const flows = await trpc.flows.list.query();
    expect(flows.map((flow) => flow.slug)).toEqual([
      'essay-writing',
      'lectures',
      'organisation',
      'presentations',
      'reading-research',
      'revision',
    ]);
    expect(flows[0]?.learningModules[0]).toMatchObject({
      url: '/flows/essay-writing/learning_modules/understanding-the-question',
      learningModuleProgress: 0,
      isResume: false,
    });
    const progress = await trpc.learningProgress.list.query();
    expect(progress).toEqual(
      flows.map((flow) => ({
        id: flow.id,
        name: flow.name,
        flowPercent: 0,
        primaryColor: flow.primaryColor,
      })),
    );
  });

  it('refuses every learner procedure once signed out', async () => {
    const { trpc } = await newLearner('1000000017');
    await trpc.auth.signOut.mutate();
    for (const call of [
      trpc.flows.list.query(),
      trpc.learningProgress.list.query(),
      trpc.software.list.query(),
    ]) {
      const { data, message } = await rejection(call);
      expect(data).toMatchObject({ code: 'UNAUTHORIZED', upstreamStatus: 401 });
      expect(message).toBe('You need to sign in or sign up before continuing.');
    }
  });
});

describe('the guided tour through /uploads', () => {
  const tour = '/uploads/guided-tour/guided-tour';

  it('streams the video with byte ranges (206, Content-Range) for seeking', async () => {
    const jar = new CookieJar();
    const whole = await fetchMedia(`${tour}.mp4`, jar);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(Number(whole.headers.get('content-length'))).toBe(bytes.length);

    const part = await fetchMedia(`${tour}.mp4`, jar, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(1000, 2000));

    const tail = await fetchMedia(`${tour}.mp4`, jar, { range: 'bytes=-100' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 100));

    const head = await fetch(`${bff.url}${tour}.mp4`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(bytes.length);

    // Revalidation: the browser's cached copy is still good.
    const etag = whole.headers.get('etag') ?? '';
    expect((await fetchMedia(`${tour}.mp4`, jar, { 'if-none-match': etag })).status).toBe(304);
  });

  it('serves the subtitle and chapter tracks as text/vtt', async () => {
    for (const track of ['en', 'chapters']) {
      const response = await fetch(`${bff.url}${tour}.${track}.vtt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/vtt/);
      expect((await response.text()).startsWith('WEBVTT')).toBe(true);
    }
  });
});
