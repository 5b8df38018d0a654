// The Artillery processor of the learner journey (scenario.mjs): hands each virtual learner an
// account and a step, builds the tRPC inputs the web would send, reads every answer as the web's
// tRPC client would (a batch answers 200 even when a call in it failed), and appends to the run's
// JSONL file every write the server said it stored, and every failed call, with the time.
// Loaded by Artillery's worker (import()), not by the repo: it talks to Artillery through the
// hook signatures only. Its inputs come from the environment run.mjs sets: LOAD_PLAN, LOAD_WRITES.
import { appendFileSync, readFileSync } from 'node:fs';

/**
 * What run.mjs prepared: the learners' emails (one password), and the steps they may open.
 * @typedef {{ flowSlug: string; learningModuleSlug: string; chapterSlug: string; stepSlug: string }} StepAddress
 * @typedef {{ emails: string[]; password: string; steps: StepAddress[]; queries: string[]; runId: string }} Plan
 * @typedef {{ vars: Record<string, unknown> }} Context
 * @typedef {{ emit: (type: string, name: string, value: number) => void }} Events
 * @typedef {{ name?: string; url?: string }} RequestParams
 * @typedef {{ statusCode: number; body: unknown }} Response
 */

/** @type {Plan} */
const plan = JSON.parse(readFileSync(String(process.env.LOAD_PLAN), 'utf8'));
const writesFile = String(process.env.LOAD_WRITES);
// One Artillery worker on a 2-core machine, but several would each start at a different learner.
let next = Math.floor(Math.random() * plan.emails.length);

/** @param {Record<string, unknown>} record */
function log(record) {
  appendFileSync(writesFile, `${JSON.stringify({ t: Date.now(), ...record })}\n`);
}

/** @param {unknown} value */
const encoded = (value) => encodeURIComponent(JSON.stringify(value));

/**
 * A new virtual learner: the next account, a random step, unique texts for its writes.
 * @param {Context} context
 * @param {Events} _events
 * @param {() => void} done
 */
export function pickLearner(context, _events, done) {
  const email = plan.emails[next % plan.emails.length];
  next += 1;
  const step = plan.steps[Math.floor(Math.random() * plan.steps.length)];
  const token = `load-${plan.runId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const query = plan.queries[Math.floor(Math.random() * plan.queries.length)] ?? 'essay';
  Object.assign(context.vars, {
    email,
    token,
    signedIn: false,
    signInBody: JSON.stringify({
      0: { email, password: plan.password, timeZone: 'Europe/London' },
    }),
    // The start-up pair: two queries without input, so the batch input is `{}`.
    startUpInput: encoded({}),
    stepInput: encoded({ ...step, view: 'flows', trackSession: true }),
    moduleInput: encoded({ slug: step?.learningModuleSlug }),
    addressBody: JSON.stringify({ 0: step }),
    journalBody: JSON.stringify({
      0: {
        title: token,
        observe1: 'What happened in the seminar.',
        observe2: 'How I felt about it.',
        reflect1: 'What went well.',
        reflect2: 'What I would change.',
        act: 'What I will do next time.',
      },
    }),
    searchInput: encoded({ 0: { query } }),
    // Until the step is open, the note has no progress step to hang on.
    noteBody: '{}',
  });
  done();
}
/**
 * The data of a tRPC answer, or the error it carries: a batch is an array (one entry per call), a
 * call sent alone one object.
 * @param {unknown} body
 * @returns {{ data?: Record<string, unknown>; error?: string }}
 */
function trpcAnswer(body) {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return { error: 'not JSON' };
    }
  }
  const entries = Array.isArray(parsed) ? parsed : [parsed];
  for (const entry of entries) {
    const error = /** @type {{ error?: { message?: string; data?: { code?: string } } }} */ (entry)?.error;
    if (error) return { error: error.data?.code ?? error.message ?? 'error' };
  }
  const first = /** @type {{ result?: { data?: Record<string, unknown> } }} */ (entries[0]);
  return { data: first?.result?.data ?? {} };
}

/**
 * Every answer: a failed call is counted (`studyflow.failed.<step>`) and logged with its time; the
 * writes' answers are recorded as what the server said it stored.
 * @param {RequestParams} request
 * @param {Response} response
 * @param {Context} context
 * @param {Events} events
 * @param {() => void} done
 */
export function readAnswer(request, response, context, events, done) {
  const name = request.name ?? 'unnamed';
  const email = String(context.vars.email);
  const answer = response.statusCode < 400 ? trpcAnswer(response.body) : { error: `${response.statusCode}` };
  if (answer.error !== undefined) {
    events.emit('counter', `studyflow.failed.${name}`, 1);
    log({ kind: 'failure', step: name, status: response.statusCode, error: answer.error, email });
    done();
    return;
  }
  const data = /** @type {Record<string, any>} */ (answer.data);
  if (name === 'sign in') {
    context.vars.signedIn = true;
  } else if (name === 'open step') {
    const progressStepId = data.progressStep?.id;
    context.vars.noteBody = JSON.stringify({ 0: { content: context.vars.token, progressStepId } });
  } else if (name === 'complete step') {
    log({ kind: 'completion', id: data.progressStep?.id, completed: data.progressStep?.completed, email });
  } else if (name === 'write note') {
    log({ kind: 'note', id: data.note?.id ?? null, content: context.vars.token, email });
  } else if (name === 'journal entry') {
    log({ kind: 'journal', id: data.reflection?.id ?? null, title: context.vars.token, email });
  } else if (name === 'favourite') {
    log({ kind: 'favourite', stepId: data.stepId, isFavourite: data.isFavourite, email });
  }
  done();
}
