import {
  type ChapterContent,
  chapterUrl,
  FLOWS,
  type FlowContent,
  findModule,
  findStep,
  type Located,
  type ModuleContent,
  moduleUrl,
  READING_ORDER,
  stepUrl,
} from './content';
import { favourites } from './finding';
import { notFound, ok, type Reply, type Route, refuse, type SignedInCall, signedIn } from './http';
import { flowSteps, moduleProgress, percent, progressAround, progressStep, stepSummary } from './progress';
import { earnedBadges, type Learner, type State } from './store';

const STEP_PATH = '/flows/:flow/learning_modules/:module/chapters/:chapter/steps/:step';

const dashboard = (state: State) => (state.edition === 'study' ? '/dashboard/learn' : '/dashboard/software');

const chapterPayload = (
  learner: Learner,
  flow: FlowContent,
  module: ModuleContent,
  chapter: ChapterContent,
) => ({
  id: chapter.id,
  name: chapter.name,
  slug: chapter.slug,
  url: chapterUrl(flow, module, chapter),
  chapter_progress: percent(learner, chapter.steps),
  steps: chapter.steps.map((step) => stepSummary(learner, { flow, module, chapter, step })),
});

/** DAT-4's learning module. */
const modulePayload = (learner: Learner, flow: FlowContent, module: ModuleContent) => ({
  id: module.id,
  name: module.name,
  slug: module.slug,
  description: module.description,
  image: null,
  url: moduleUrl(flow, module),
  ...moduleProgress(learner, module),
  chapters: module.chapters.map((chapter) => chapterPayload(learner, flow, module, chapter)),
});

/** CONTINUE: the next step of the flow, or the next favourite in the favourites view. */
function nextUrl(call: SignedInCall, located: Located): string {
  const at = READING_ORDER.indexOf(located);
  const later = READING_ORDER.slice(at + 1);
  const view = call.query.get('view');
  // This upstream's tutorials have no steps: CONTINUE in their view goes back to the dashboard.
  if (view === 'tutorials') return dashboard(call.state);
  if (view === 'favourites') {
    const next = later.find(({ step }) => call.learner.favourites.has(step.id));
    return next ? `/favourites${stepUrl(next)}` : dashboard(call.state);
  }
  const next = later.find(({ flow }) => flow === located.flow);
  return next ? stepUrl(next) : dashboard(call.state);
}

/** DAT-5's step, exactly. */
const stepPayload = (call: SignedInCall, located: Located) => {
  const { step } = located;
  return {
    id: step.id,
    name: step.name,
    slug: step.slug,
    page_type: step.pageType,
    duration: step.duration,
    url: stepUrl(located),
    next_url: nextUrl(call, located),
    is_completed: call.learner.progress.get(step.id)?.completed === true,
    is_favourite: call.learner.favourites.has(step.id),
    flow_name: located.flow.name,
    flow_slug: located.flow.slug,
    content: step.content,
    extra_content: step.extraContent,
    video_text: null,
    tip: step.tip,
    video: null,
    video_content_type: null,
    subtitle: null,
    segments: null,
    app: null,
  };
};

/** A route on a step's path; unknown slugs are 404 `Step not found.`. */
const onStep = (
  method: Route['method'],
  suffix: string,
  handle: (call: SignedInCall, at: Located) => Reply,
) =>
  signedIn(method, `${STEP_PATH}${suffix}`, (call) => {
    const located = findStep(call.params);
    return located ? handle(call, located) : notFound('Step');
  });

/** API-19 to API-23 (API-24, the video report, has no path in the specification). */
export const LEARNING_ROUTES: Route[] = [
  signedIn('GET', '/flows', ({ learner }) =>
    ok({
      flows: FLOWS.map((flow) => ({
        id: flow.id,
        name: flow.name,
        slug: flow.slug,
        primary_color: flow.primaryColor,
        secondary_color: flow.secondaryColor,
        tab_color: flow.tabColor,
        learning_modules: flow.modules.map((module) => modulePayload(learner, flow, module)),
      })),
    }),
  ),
  signedIn('GET', '/learning_module/:slug', ({ params, learner }) => {
    const found = findModule(params.slug ?? '');
    if (!found) return notFound('Learning module');
    return ok({ learning_module: modulePayload(learner, found.flow, found.module) });
  }),
  onStep('GET', '', (call, located) => {
    const view = call.query.get('view') ?? 'flows';
    if (!['flows', 'favourites', 'tutorials'].includes(view)) return refuse(400, 'param is invalid: view');
    if (call.query.get('track_session') === 'true') call.learner.started.add(located.module.id);
    return ok({ step: stepPayload(call, located), ...progressAround(call.learner, located) });
  }),
  onStep('POST', '/complete', ({ learner }, located) => {
    progressStep(learner, located.step).completed = true;
    return ok({ percent: percent(learner, flowSteps(located.flow)), ...progressAround(learner, located) });
  }),
  onStep('POST', '/toggle_favourite', ({ learner }, { chapter, step }) => {
    if (!learner.favourites.delete(step.id)) learner.favourites.add(step.id);
    return ok({
      is_favourite: learner.favourites.has(step.id),
      chapter_id: chapter.id,
      step_id: step.id,
      badges: earnedBadges(),
      favourites: favourites(learner),
    });
  }),
];
