import {
  invalid,
  missing,
  noContent,
  notFound,
  objectParam,
  ok,
  type Reply,
  type Route,
  signedIn,
  textParam,
} from './http';
import { earnedBadges, type Learner, newId, REFLECTION_FIELDS, type Reflection } from './store';

const BASE = '/users/reflective_journal';

/** DAT-10, exactly. */
const reflectionPayload = (reflection: Reflection) => ({
  id: reflection.id,
  date: reflection.date,
  ...reflection.fields,
  tag: null,
});

const fieldsOf = (input: Record<string, unknown>) =>
  Object.fromEntries(
    REFLECTION_FIELDS.map((field) => [field, textParam(input, field)]),
  ) as Reflection['fields'];

/** The `reflection` parameter, or the Rails refusal for it. */
function reflectionParam(body: Record<string, unknown>): Reflection['fields'] | Reply {
  const input = objectParam(body, 'reflection');
  if (!input) return missing('reflection');
  const fields = fieldsOf(input);
  return fields.title === '' ? invalid({ title: ["can't be blank"] }) : fields;
}

const isReply = (value: Reflection['fields'] | Reply): value is Reply => 'status' in value;
const own = (learner: Learner, id: string | undefined) =>
  learner.reflections.find((entry) => entry.id === id);

/** A plain-text file of entries: the specification says only "a file". */
const fileOf = (name: string, entries: Reflection[]): Reply => ({
  status: 200,
  file: {
    name,
    type: 'text/plain; charset=utf-8',
    content: entries
      .map(({ fields }) =>
        [
          fields.title,
          '',
          fields.observe_1,
          fields.observe_2,
          fields.reflect_1,
          fields.reflect_2,
          fields.act,
        ].join('\n'),
      )
      .join('\n\n'),
  },
});

/** API-32 to API-38. */
export const JOURNAL_ROUTES: Route[] = [
  signedIn('GET', BASE, ({ learner }) =>
    ok({ reflective_journal: { reflections: learner.reflections.map(reflectionPayload) } }),
  ),
  signedIn('POST', `${BASE}/reflections`, ({ body, learner }) => {
    const fields = reflectionParam(body);
    if (isReply(fields)) return fields;
    learner.reflections.push({ id: newId('reflection'), date: new Date().toISOString(), fields });
    return ok({ badges: earnedBadges() }, 201);
  }),
  // Before `:id`, which would otherwise take `delete_many` for an id.
  signedIn('DELETE', `${BASE}/reflections/delete_many`, ({ query, learner }) => {
    const ids = query.getAll('reflection_ids[]');
    if (ids.length === 0) return missing('reflection_ids');
    learner.reflections = learner.reflections.filter((entry) => !ids.includes(entry.id));
    return noContent();
  }),
  signedIn('GET', `${BASE}/reflections/download_many`, ({ query, learner }) => {
    const ids = query.getAll('reflection_ids[]');
    const entries = learner.reflections.filter((entry) => ids.includes(entry.id));
    return entries.length === 0 ? missing('reflection_ids') : fileOf('Reflective journal.txt', entries);
  }),
  signedIn('PUT', `${BASE}/reflections/:id`, ({ body, params, learner }) => {
    const entry = own(learner, params.id);
    if (!entry) return notFound('Reflection');
    const fields = reflectionParam(body);
    if (isReply(fields)) return fields;
    entry.fields = fields;
    return ok({ msg: 'Reflection updated.' });
  }),
  signedIn('DELETE', `${BASE}/reflections/:id`, ({ params, learner }) => {
    const entry = own(learner, params.id);
    if (!entry) return notFound('Reflection');
    learner.reflections.splice(learner.reflections.indexOf(entry), 1);
    return noContent();
  }),
  signedIn('GET', `${BASE}/reflections/:id/download`, ({ params, learner }) => {
    const entry = own(learner, params.id);
    return entry ? fileOf(`${entry.fields.title}.txt`, [entry]) : notFound('Reflection');
  }),
];
