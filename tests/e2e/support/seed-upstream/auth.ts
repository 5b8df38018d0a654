import { randomBytes } from 'node:crypto';
import {
  type Call,
  guest,
  invalid,
  missing,
  objectParam,
  ok,
  type Reply,
  type Route,
  refuse,
  signedIn,
  textParam,
} from './http';
import { type Learner, newLearner, type State, userPayload } from './store';

/** This upstream's own cookie names: not ours, so the BFF must be told them. */
export const SESSION_COOKIE = 'emu_session';
export const PREF_COOKIE = 'emu_pref';

const LICENCE_KEYS = new Set(['1234567890']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const token = () => randomBytes(24).toString('base64url');

/** A new session: the session cookie plus the preference cookie the upstream wants back. */
function startSession(call: Call, email: string): string[] {
  if (call.session) call.state.sessions.delete(call.session);
  const session = token();
  const pref = `lang-en.${token().slice(0, 8)}`;
  call.state.sessions.set(session, { email, pref });
  return [
    `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax; Max-Age=1209600`,
    `${PREF_COOKIE}=${pref}; Path=/; SameSite=Lax; Max-Age=1209600`,
  ];
}

const ended = [SESSION_COOKIE, PREF_COOKIE].map((name) => `${name}=; Path=/; Max-Age=0`);

function mailToken(state: State, email: string, kind: 'confirmation' | 'reset'): void {
  state.tokens.set(token(), { email, kind });
}

/** Rails' field rules for a new account, all failures at once. */
function signUpErrors(user: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const email = textParam(user, 'email');
  const password = typeof user.password === 'string' ? user.password : '';
  if (email === '') errors.email = ["can't be blank"];
  else if (!EMAIL.test(email)) errors.email = ['is invalid'];
  if (password.length < 8) errors.password = ['is too short (minimum is 8 characters)'];
  if (user.password_confirmation !== password) errors.password_confirmation = ["doesn't match Password"];
  for (const field of ['first_name', 'surname']) {
    if (textParam(user, field) === '') errors[field] = ["can't be blank"];
  }
  return errors;
}

function signUp(call: Call): Reply {
  const user = objectParam(call.body, 'user');
  const type = call.body.sign_up_type;
  if (!user) return missing('user');
  if (type !== 'dsa_licence' && type !== 'institution') return missing('sign_up_type');
  const errors = signUpErrors(user);
  if (Object.keys(errors).length > 0) return invalid(errors);
  if (type === 'dsa_licence' && !LICENCE_KEYS.has(textParam(user, 'licence_key'))) {
    return refuse(422, 'This licence key is not valid.');
  }
  const email = textParam(user, 'email').toLowerCase();
  if (call.state.learners.has(email)) {
    return invalid({ email: ['has already been taken'] }, 'Email has already been taken');
  }
  const learner: Learner = newLearner({
    email,
    password: String(user.password),
    firstName: textParam(user, 'first_name'),
    surname: textParam(user, 'surname'),
  });
  learner.university = textParam(user, 'university') || null;
  call.state.learners.set(email, learner);
  if (type === 'institution') {
    mailToken(call.state, email, 'confirmation');
    return ok({ msg: `A confirmation email has been sent to ${email}.` }, 201);
  }
  // A licence activation signs the learner in; the answer's shape is not shown, so only a message.
  learner.confirmed = true;
  learner.wellbeings =
    call.state.edition === 'study' ? ['calm', 'student_minds', 'desk_stretches_for_students'] : [];
  return { ...ok({ msg: 'Welcome to Studyflow.' }, 201), cookies: startSession(call, email) };
}

/** API-3 to API-11. */
export const AUTH_ROUTES: Route[] = [
  guest('POST', '/auth/sign_in', (call) => {
    const email = textParam(call.body, 'email').toLowerCase();
    if (email === '' || typeof call.body.password !== 'string') {
      return refuse(400, 'Email and password are required.');
    }
    const learner = call.state.learners.get(email);
    if (!learner || learner.password !== call.body.password) {
      return refuse(401, 'Invalid email or password.');
    }
    if (!learner.confirmed) return refuse(401, 'You have to confirm your email address before continuing.');
    return { ...ok({ user: userPayload(learner) }), cookies: startSession(call, email) };
  }),
  signedIn('POST', '/auth/authorize', ({ learner }) => ok({ user: userPayload(learner) })),
  guest('DELETE', '/auth/sign_out', (call) => {
    if (call.session) call.state.sessions.delete(call.session);
    return { status: 204, cookies: ended };
  }),
  guest('POST', '/auth/sign_up', signUp),
  guest('POST', '/auth/verify_email', ({ body }) =>
    EMAIL.test(textParam(body, 'email'))
      ? ok({ msg: 'Email is available.' })
      : refuse(422, 'Invalid email address'),
  ),
  guest('GET', '/auth/confirmations', ({ query, state }) => {
    const mailed = state.tokens.get(query.get('confirmation_token') ?? '');
    const learner = mailed?.kind === 'confirmation' ? state.learners.get(mailed.email) : undefined;
    if (!learner) return refuse(422, 'Confirmation token is invalid.');
    if (learner.confirmed) return refuse(422, 'This account has already been verified. Please sign in.');
    learner.confirmed = true;
    return ok({ msg: 'Your account has been verified.' });
  }),
  guest('POST', '/auth/confirmations', ({ body, state }) => {
    const email = textParam(body, 'email').toLowerCase();
    if (email === '') return invalid({ email: ["can't be blank"] });
    const learner = state.learners.get(email);
    if (learner && !learner.confirmed) mailToken(state, email, 'confirmation');
    return ok({
      msg: 'If the address belongs to an unverified account, a new verification email is on its way.',
    });
  }),
  guest('POST', '/auth/reset_password', ({ body, state }) => {
    const user = objectParam(body, 'user');
    if (!user) return missing('user');
    const email = textParam(user, 'email').toLowerCase();
    if (email === '') return invalid({ email: ["can't be blank"] }, "Email can't be blank");
    if (!EMAIL.test(email)) return invalid({ email: ['is invalid'] }, 'Email is invalid');
    if (state.learners.get(email)?.confirmed) mailToken(state, email, 'reset');
    return ok({
      msg: 'If your email address exists in our database, you will receive a password recovery link.',
    });
  }),
  guest('PUT', '/auth/reset_password', ({ body, state }) => {
    const user = objectParam(body, 'user');
    if (!user) return missing('user');
    const key = textParam(user, 'reset_password_token');
    const mailed = state.tokens.get(key);
    const learner = mailed?.kind === 'reset' ? state.learners.get(mailed.email) : undefined;
    if (!learner) return refuse(422, 'Reset password token is invalid.');
    const password = typeof user.password === 'string' ? user.password : '';
    if (password.length < 8) return invalid({ password: ['is too short (minimum is 8 characters)'] });
    if (user.password_confirmation !== password) {
      return invalid({ password_confirmation: ["doesn't match Password"] });
    }
    learner.password = password;
    state.tokens.delete(key);
    return ok({ msg: 'Your password has been changed successfully.' });
  }),
];
