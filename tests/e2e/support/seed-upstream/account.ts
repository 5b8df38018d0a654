import { FLOWS, SOFTWARES } from './content';
import { invalid, missing, notFound, objectParam, ok, type Route, refuse, signedIn } from './http';
import { flowSteps, percent } from './progress';
import { newId } from './store';

/** DAT-9: the user-info fields this upstream keeps. */
const USER_INFO_FIELDS = [
  'course_started',
  'course_ends',
  'course_name',
  'as_technology_level',
  'essay_writing_level',
  'presentations_level',
  'lectures_level',
  'reading_level',
  'organisation_level',
  'revision_level',
];
const ACCESSIBILITY_FIELDS = ['background_color', 'font_color', 'subtitles', 'font_size', 'font_family'];
const JPEG_DATA_URL = /^data:image\/jpeg;base64,([A-Za-z0-9+/]+={0,2})$/;

const pick = (source: Record<string, unknown>, fields: string[], base: Record<string, unknown> = {}) =>
  Object.fromEntries(fields.map((field) => [field, field in source ? source[field] : (base[field] ?? null)]));

/** API-12 to API-18: profile, onboarding and settings. */
export const ACCOUNT_ROUTES: Route[] = [
  signedIn('POST', '/users/avatar', ({ body, learner, state }) => {
    const image = objectParam(body, 'avatar')?.image;
    if (image === undefined) return missing('avatar');
    const data = typeof image === 'string' ? JPEG_DATA_URL.exec(image)?.[1] : undefined;
    if (data === undefined) return refuse(422, 'Image must be a JPEG data URL.');
    const id = newId('avatar');
    const file = `/uploads/avatars/${id}.jpg`;
    state.uploads.set(file, Buffer.from(data, 'base64'));
    learner.avatar = { id, large: file, medium: file };
    return ok({ avatar: learner.avatar }, 201);
  }),
  signedIn('DELETE', '/users/avatar/:id', ({ params, learner, state }) => {
    if (!learner.avatar || learner.avatar.id !== params.id) return notFound('Avatar');
    state.uploads.delete(learner.avatar.large);
    learner.avatar = null;
    return ok({ status: 'success' });
  }),
  // The specification's "list of learning progress items", bare.
  signedIn('GET', '/users/profile', ({ learner }) =>
    ok(
      FLOWS.map((flow) => ({
        id: flow.id,
        name: flow.name,
        flow_percent: percent(learner, flowSteps(flow)),
        primary_color: flow.primaryColor,
      })),
    ),
  ),
  signedIn('GET', '/users/softwares/available', () => ok({ softwares: SOFTWARES })),
  // Answers its msg only: the updated user is not part of this upstream's answer.
  signedIn('POST', '/users/softwares/select', ({ body, learner }) => {
    const user = objectParam(body, 'user');
    if (!user) return missing('user');
    const ids = Array.isArray(user.software_ids) ? user.software_ids.map(String) : [];
    if (ids.length === 0) return refuse(422, 'Please select your software!');
    if (!ids.every((id) => SOFTWARES.some((software) => software.id === id))) {
      return invalid({ software_ids: ['is invalid'] }, 'Some of the selected software could not be found.');
    }
    learner.softwareIds = [...new Set(ids)];
    return ok({ msg: 'Software has been saved.' });
  }),
  signedIn('POST', '/users/user_info', ({ body, learner }) => {
    const info = objectParam(body, 'user_info');
    if (!info) return missing('user_info');
    if (learner.userInfo) return refuse(422, 'UserInfo already exists for User!');
    if (info.as_technology_level == null) return invalid({ as_technology_level: ["can't be blank"] });
    learner.userInfo = pick(info, USER_INFO_FIELDS);
    return ok({ user_info: learner.userInfo }, 201);
  }),
  signedIn('PUT', '/users/accessability_setting', ({ body, learner }) => {
    const setting = objectParam(body, 'accessability_setting');
    if (!setting) return missing('accessability_setting');
    learner.accessibility = pick(setting, ACCESSIBILITY_FIELDS, learner.accessibility ?? {});
    return ok({ accessability_setting: learner.accessibility });
  }),
];
