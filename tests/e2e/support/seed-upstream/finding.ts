import { chapterUrl, FLOWS, type FlowContent, moduleUrl, READING_ORDER, stepUrl } from './content';
import { ok, type Route, signedIn } from './http';
import { stepSummary } from './progress';
import type { Learner } from './store';

/** DAT-8: only the branches that lead to a favourite, in reading order. */
export function favourites(learner: Learner) {
  const held = READING_ORDER.filter(({ step }) => learner.favourites.has(step.id));
  return FLOWS.filter((flow) => held.some((entry) => entry.flow === flow)).map((flow) => ({
    id: flow.id,
    name: flow.name,
    slug: flow.slug,
    primary_color: flow.primaryColor,
    secondary_color: flow.secondaryColor,
    tab_color: flow.tabColor,
    learning_modules: flow.modules
      .filter((module) => held.some((entry) => entry.module === module))
      .map((module) => ({
        id: module.id,
        name: module.name,
        slug: module.slug,
        chapters: module.chapters
          .filter((chapter) => held.some((entry) => entry.chapter === chapter))
          .map((chapter) => ({
            id: chapter.id,
            name: chapter.name,
            slug: chapter.slug,
            steps: held
              .filter((entry) => entry.chapter === chapter)
              .map((entry) => stepSummary(learner, entry)),
          })),
      })),
  }));
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
/** Every word of the query starts a word of the text. */
const matches = (query: string[], text: string) =>
  query.length > 0 && query.every((word) => words(text).some((candidate) => candidate.startsWith(word)));
const hit = (id: string, name: string, url: string, flow: FlowContent) => ({
  id,
  name,
  url,
  flow_name: flow.name,
  flow_slug: flow.slug,
});

function search(query: string) {
  const wanted = words(query.slice(0, 200));
  const modules = FLOWS.flatMap((flow) => flow.modules.map((module) => ({ flow, module })));
  const chapters = modules.flatMap(({ flow, module }) =>
    module.chapters.map((chapter) => ({ flow, module, chapter })),
  );
  return {
    steps: READING_ORDER.filter(({ step }) => matches(wanted, `${step.name} ${step.content}`)).map((entry) =>
      hit(entry.step.id, entry.step.name, stepUrl(entry), entry.flow),
    ),
    chapters: chapters
      .filter(({ chapter }) => matches(wanted, chapter.name))
      .map(({ flow, module, chapter }) =>
        hit(chapter.id, chapter.name, chapterUrl(flow, module, chapter), flow),
      ),
    learning_modules: modules
      .filter(({ module }) => matches(wanted, `${module.name} ${module.description}`))
      .map(({ flow, module }) => hit(module.id, module.name, moduleUrl(flow, module), flow)),
  };
}

/** API-25 to API-27. */
export const FINDING_ROUTES: Route[] = [
  signedIn('GET', '/users/favourites', ({ learner }) => ok({ favourites: favourites(learner) })),
  signedIn('GET', '/search', ({ query }) => ok(search(query.get('query') ?? ''))),
  // The chosen products' tutorials: none written for this upstream's catalogue.
  signedIn('GET', '/users/tutorials', () => ok({ essential_steps: [], flow_steps: [] })),
];
