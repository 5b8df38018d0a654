import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from '../auth/passwords';
import type { Db } from '../db/client';
import { toggleFavourite } from '../favourites/favourite-queries';
import { unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { insertReflection } from '../journal/reflection-queries';
import { insertNote } from '../notes/note-queries';
import { markCompleted, markVisited, progressStepFor } from '../progress/progress-step-queries';
import { addToSelection, allSoftwares } from '../software/software-queries';
import { findStep } from '../steps/step-queries';
import { insertUserInfo } from '../user-info/user-info-queries';
import { createUser, markSoftwareSelected } from '../users/user-queries';

/**
 * `POST /api/test-support/learners`: makes a confirmed learner with the given state in one request,
 * for the end-to-end suite (a learner with progress, notes and a journal without clicking through
 * sign-up, mail and onboarding first). Mounted only when NODE_ENV is `test`: no deployment has it.
 */
export const TEST_SEEDING_PATH = '/test-support/learners';

/** A step as the web app addresses it: /flows/:flow/learning_modules/:module/chapters/:chapter/steps/:step. */
const StepPath = z
  .string()
  .regex(/^\/flows\/[^/]+\/learning_modules\/[^/]+\/chapters\/[^/]+\/steps\/[^/]+$/, 'a step path');

const Body = z.strictObject({
  email: z.email(),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  firstName: z.string().min(1).default('Sam'),
  surname: z.string().min(1).default('Tester'),
  signUpType: z.enum(['dsa_licence', 'institution']).default('institution'),
  /** Software chosen and the questionnaire answered, as after the wizard (ONB-14). */
  onboarded: z.boolean().default(true),
  visitedSteps: z.array(StepPath).default([]),
  completedSteps: z.array(StepPath).default([]),
  favouriteSteps: z.array(StepPath).default([]),
  notes: z.array(z.strictObject({ step: StepPath, content: z.string().min(1) })).default([]),
  reflections: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        observe1: z.string().default(''),
        observe2: z.string().default(''),
        reflect1: z.string().default(''),
        reflect2: z.string().default(''),
        act: z.string().default(''),
        tag: z.string().nullable().default(null),
      }),
    )
    .default([]),
});
type Body = z.infer<typeof Body>;

/** The levels a learner gives when they rush through the questionnaire. */
function questionnaire(student: boolean, year: number) {
  return {
    courseStarted: student ? year : null,
    courseEnds: student ? year + 3 : null,
    courseName: student ? 'History' : null,
    asTechnologyLevel: 'beginner',
    essayWritingLevel: 'beginner',
    presentationsLevel: 'beginner',
    lecturesLevel: 'beginner',
    readingLevel: 'beginner',
    organisationLevel: 'beginner',
    revisionLevel: 'beginner',
  } as const;
}

export function registerTestSeedingRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post(TEST_SEEDING_PATH, async (request, reply) => {
    const body = parseParams(Body, request.body);
    const stepIds = await resolveSteps(ctx, body);
    const passwordHash = await hashPassword(body.password);
    const now = ctx.now();
    const id = await ctx.db.transaction(async (tx) => {
      const userId = await createUser(tx, {
        email: body.email.toLowerCase(),
        passwordHash,
        firstName: body.firstName,
        surname: body.surname,
        university: 'University of Example',
        edition: ctx.env.EDITION,
        signUpType: body.signUpType,
        confirmed: true,
        subscribedToUpdates: false,
        now,
      });
      if (body.onboarded) await onboard(tx, userId, ctx.env.EDITION === 'study', now);
      await writeState(tx, userId, body, stepIds, now);
      return userId;
    });
    return reply.code(201).send({ id, email: body.email.toLowerCase() });
  });
}

/** Every step path of the body, looked up once; an unknown one is a 422 naming it. */
async function resolveSteps(ctx: AppContext, body: Body): Promise<Map<string, number>> {
  const paths = new Set([
    ...body.visitedSteps,
    ...body.completedSteps,
    ...body.favouriteSteps,
    ...body.notes.map((note) => note.step),
  ]);
  const ids = new Map<string, number>();
  for (const stepPath of paths) {
    const [, , flowSlug, , moduleSlug, , chapterSlug, , stepSlug] = stepPath.split('/');
    const found = await findStep(ctx.db, ctx.env.EDITION, {
      flowSlug: flowSlug ?? '',
      moduleSlug: moduleSlug ?? '',
      chapterSlug: chapterSlug ?? '',
      stepSlug: stepSlug ?? '',
    });
    if (!found) throw unprocessable({ errors: { steps: [`no step at ${stepPath}`] } });
    ids.set(stepPath, found.step.id);
  }
  return ids;
}

async function onboard(db: Db, userId: number, student: boolean, now: Date): Promise<void> {
  const firstTwo = (await allSoftwares(db)).slice(0, 2).map((software) => software.id);
  await addToSelection(db, userId, firstTwo);
  await markSoftwareSelected(db, userId, now);
  await insertUserInfo(db, userId, questionnaire(student, now.getFullYear()), now);
}

async function writeState(db: Db, userId: number, body: Body, stepIds: Map<string, number>, now: Date) {
  const step = (stepPath: string) => stepIds.get(stepPath) ?? 0;
  for (const stepPath of [...body.visitedSteps, ...body.completedSteps]) {
    await markVisited(db, (await progressStepFor(db, userId, step(stepPath))).id, now);
  }
  for (const stepPath of body.completedSteps) {
    await markCompleted(db, (await progressStepFor(db, userId, step(stepPath))).id, now);
  }
  for (const stepPath of body.favouriteSteps) await toggleFavourite(db, userId, step(stepPath), now);
  for (const note of body.notes) {
    await progressStepFor(db, userId, step(note.step));
    await insertNote(db, {
      userId,
      stepId: step(note.step),
      content: note.content,
      videoTime: null,
      at: now,
    });
  }
  for (const reflection of body.reflections) await insertReflection(db, userId, reflection, now);
}
