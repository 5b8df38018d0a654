import { guest, invalid, ok, type Route, refuse, signedIn, textParam } from './http';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Rails' "can't be blank" for each named field left empty. */
function blanks(body: Record<string, unknown>, fields: string[]): Record<string, string[]> | null {
  const empty = fields.filter((field) => textParam(body, field) === '');
  return empty.length === 0 ? null : Object.fromEntries(empty.map((field) => [field, ["can't be blank"]]));
}

/** API-42 to API-44: messages to the team and the Calm gift. */
export const SUPPORT_ROUTES: Route[] = [
  signedIn('POST', '/users/settings/contact', ({ body, learner, state }) => {
    const errors = blanks(body, ['message']);
    if (errors) return invalid(errors);
    state.messages.push({ kind: 'support', from: learner.email, text: textParam(body, 'message') });
    return ok({ msg: 'Your message has been sent.' }, 201);
  }),
  guest('POST', '/contact/guest_message', ({ body, state }) => {
    const errors = blanks(body, ['full_name', 'email', 'message']);
    if (errors) return invalid(errors);
    if (!EMAIL.test(textParam(body, 'email'))) return invalid({ email: ['is invalid'] });
    state.messages.push({ kind: 'guest', from: textParam(body, 'email'), text: textParam(body, 'message') });
    return ok({ msg: 'Thank you for your message.' }, 201);
  }),
  signedIn('POST', '/users/settings/calm_licence_request', ({ body, learner, state }) => {
    if (!learner.wellbeings.includes('calm'))
      return refuse(403, 'The Calm gift is not part of your licence.');
    const errors = blanks(body, ['email', 'first_name', 'surname']);
    if (errors) return invalid(errors);
    learner.calmRequested = true;
    const text = `${textParam(body, 'first_name')} ${textParam(body, 'surname')} <${textParam(body, 'email')}>`;
    state.messages.push({ kind: 'calm', from: learner.email, text });
    return ok({ msg: 'Your request has been sent.' }, 201);
  }),
];
