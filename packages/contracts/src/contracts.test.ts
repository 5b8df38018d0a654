import { describe, expect, it } from 'vitest';
import { SignInInputSchema, SignUpInputSchema, UserEnvelopeSchema } from './auth';
import { badgesFor } from './badges';
import { ErrorDataSchema, errorDestination } from './errors';
import { VALIDATION } from './validation';

const seedUser = {
  id: 1,
  email: 'sam@university.example',
  firstName: 'Sam',
  surname: 'Lee',
  university: 'Northfield University',
  userType: 'student',
  avatar: { id: 3, large: '/uploads/avatars/3-large.jpg', medium: '/uploads/avatars/3-medium.jpg' },
  softwares: [
    {
      id: 1,
      name: 'Read&Write',
      slug: 'read-write',
      image: null,
      description: null,
      group: 'Literacy',
      assistive: true,
    },
  ],
  softwareSelected: true,
  userInfo: null,
  badges: [{ id: 1, name: 'NEWBIE', createdAt: '2026-11-01T10:00:00Z' }],
  accessabilitySetting: {
    backgroundColor: '#FDF6E3',
    fontColor: '#1F2933',
    subtitles: true,
    fontSize: 2,
    fontFamily: 'Open-Dyslexic',
  },
  wellbeings: ['calm'],
  isCalmRequested: false,
};

describe('auth contracts', () => {
  it('accepts the required user payload and rejects a user without an email', () => {
    expect(UserEnvelopeSchema.parse({ user: seedUser }).user.firstName).toBe('Sam');
    const { email: _omitted, ...noEmail } = seedUser;
    expect(UserEnvelopeSchema.safeParse({ user: noEmail }).success).toBe(false);
  });

  it('requires both sign-in credentials', () => {
    expect(SignInInputSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(SignInInputSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
    expect(SignInInputSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });

  it('tells licence and institution sign-up apart and applies their rules', () => {
    const base = {
      email: 'jo@university.example',
      password: 'longenough',
      passwordConfirmation: 'longenough',
      firstName: 'Jo',
      surname: 'Ng',
    };
    const licence = SignUpInputSchema.parse({
      ...base,
      signUpType: 'dsa_licence',
      confirmEmail: base.email,
      licenceKey: '1234567890',
      university: 'Northfield',
    });
    expect(licence.subscribedToUpdates).toBe(true);
    expect(licence.tos).toBe(true);
    expect(SignUpInputSchema.safeParse({ ...base, signUpType: 'dsa_licence' }).success).toBe(false);
    expect(SignUpInputSchema.safeParse({ ...base, signUpType: 'institution' }).success).toBe(true);
    const short = SignUpInputSchema.safeParse({ ...base, password: 'short', signUpType: 'institution' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(VALIDATION.passwordMin);
    expect(
      SignUpInputSchema.safeParse({ ...base, email: 'not-an-email', signUpType: 'institution' }).success,
    ).toBe(false);
    expect(SignUpInputSchema.safeParse({ ...base, signUpType: 'other' }).success).toBe(false);
  });
});

describe('error catalogue', () => {
  it('routes statuses as ERR-1 to ERR-5 say', () => {
    expect(errorDestination(null)).toBe('error');
    expect(errorDestination(400)).toBe('form');
    expect(errorDestination(401)).toBe('form');
    expect(errorDestination(422)).toBe('form');
    expect(errorDestination(403)).toBe('something-went-wrong');
    expect(errorDestination(409)).toBe('something-went-wrong');
    expect(errorDestination(404)).toBe('not-found');
    expect(errorDestination(500)).toBe('error');
    expect(errorDestination(503)).toBe('error');
  });

  it('describes the error data shape', () => {
    const data = {
      code: 'UNPROCESSABLE_CONTENT',
      httpStatus: 422,
      upstreamStatus: 422,
      msg: null,
      fieldErrors: { email: ["can't be blank"] },
      issues: null,
    };
    expect(ErrorDataSchema.parse(data)).toEqual(data);
    expect(ErrorDataSchema.safeParse({ ...data, fieldErrors: { email: 'x' } }).success).toBe(false);
  });
});

describe('badges', () => {
  it('gives each edition its own login badge', () => {
    const study = badgesFor('study').map((b) => b.name);
    const pro = badgesFor('pro').map((b) => b.name);
    expect(study).toContain('WEEKEND_WARRIOR');
    expect(study).not.toContain('LOGIN_LEGEND');
    expect(pro).toContain('LOGIN_LEGEND');
    expect(pro).toHaveLength(12);
  });
});
