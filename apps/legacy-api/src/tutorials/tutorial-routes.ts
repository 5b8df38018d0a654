import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { notFound } from '../http/errors';
import { chosenSoftwares, findSoftwareBySlug } from '../software/software-queries';
import { STEP_MESSAGES } from '../steps/step-messages';
import { stepPayload } from '../steps/step-payload';
import { tutorialNextUrl, tutorialSequence } from './tutorial-sequence';

/** API-26 and an Essentials step (signed-in scope). */
export function registerTutorialRoutes(app: FastifyInstance, { db, env }: AppContext): void {
  /** The tutorials of every product the learner chose, in catalogue order (DAT-8, FAV-7). */
  app.get('/users/tutorials', async (request) => {
    const essentialSteps: { software_slug: string; link: string; name: string }[] = [];
    const flowSteps: { software_slug: string; chapter_name: string; link: string; name: string }[] = [];
    for (const software of await chosenSoftwares(db, request.currentUserId)) {
      for (const entry of await tutorialSequence(db, env.EDITION, software)) {
        if (entry.kind === 'essential') {
          essentialSteps.push({ software_slug: software.slug, link: entry.url, name: entry.step.name });
        } else {
          flowSteps.push({
            software_slug: software.slug,
            chapter_name: entry.placed.chapter.name,
            link: entry.url,
            name: entry.placed.step.name,
          });
        }
      }
    }
    return { essential_steps: essentialSteps, flow_steps: flowSteps };
  });

  /**
   * FAV-6's `/tutorials/:softwareSlug/essentials/:stepSlug`: the step in the step shape. Essentials
   * are the product's own basics, outside any flow: they have no flow and are not counted as progress.
   */
  app.get<{ Params: { software: string; step: string } }>(
    '/users/tutorials/:software/essentials/:step',
    async (request) => {
      const software = await findSoftwareBySlug(db, request.params.software);
      if (software === undefined) throw notFound(STEP_MESSAGES.softwareNotFound);
      const sequence = await tutorialSequence(db, env.EDITION, software);
      const entry = sequence.find(
        (candidate) => candidate.kind === 'essential' && candidate.step.slug === request.params.step,
      );
      if (entry === undefined || entry.kind !== 'essential') throw notFound(STEP_MESSAGES.stepNotFound);
      return {
        step: stepPayload(entry.step, {
          url: entry.url,
          nextUrl: tutorialNextUrl(sequence, entry.url, env.EDITION, software.slug),
          isCompleted: false,
          isFavourite: false,
          hasNote: false,
          flow: null,
          videoPosition: 0,
          app: null,
        }),
      };
    },
  );
}
