import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { attachmentHeader } from '../http/content-disposition';
import { notFound, unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { ESSAY_WORD_COUNTS, type EssayOption, essayBreakdownEntry, essayPlan, planTitle } from './essay-plan';
import { ESSAY_WORDS } from './essay-words';
import { planFreeMind, planOpml } from './mind-map-files';
import { planPdf } from './mind-map-pdf';
import { blockCount, blocksOf, deleteBlock, insertBlock, type PlanBlockRow } from './planner-queries';
import { PLANNER_LIMITS } from './schema';

const NOT_FOUND = 'Not Found';
const BLOCK_NOT_FOUND = 'Study block not found.';

/**
 * TLS-4: the formats we make, by `software_name`. The vendors' own formats (MindManager .mmap,
 * MindView .mvdx, Inspiration .isf) are closed and we cannot check a file against their apps, so
 * they are refused with a pointer to the open formats those apps import (docs/decisions.md).
 */
const FORMATS = {
  pdf: { extension: 'pdf', type: 'application/pdf' },
  opml: { extension: 'opml', type: 'text/x-opml; charset=utf-8' },
  freemind: { extension: 'mm', type: 'application/x-freemind; charset=utf-8' },
} as const;
type Format = keyof typeof FORMATS;
const CLOSED_FORMATS = new Set(['mindmanager', 'mindview', 'inspiration', 'mmap', 'mvdx', 'isf']);

function formatOf(softwareName: string | undefined): Format | null {
  const name = (softwareName ?? 'pdf').trim().toLowerCase();
  if (name === '' || name === 'pdf') return 'pdf';
  if (name === 'opml') return 'opml';
  if (name === 'freemind' || name === 'mm') return 'freemind';
  if (CLOSED_FORMATS.has(name)) {
    throw unprocessable({
      msg: 'This mind-map format is not available. Download OPML or FreeMind (.mm) instead: MindManager, MindView and Inspiration import them.',
    });
  }
  return null;
}

const BlockBody = z.object({
  weekday: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  title: z.string(),
});
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (value: number) =>
  `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
const blockPayload = (row: PlanBlockRow) => ({
  id: row.id,
  weekday: row.weekday,
  start_time: clock(row.startMinute),
  end_time: clock(row.endMinute),
  title: row.title,
});

/** The field rules of a study block, as Rails-style 422 field errors. */
function checkBlock(body: z.infer<typeof BlockBody>) {
  const errors: Record<string, string[]> = {};
  const title = body.title.trim();
  if (title === '') errors.title = ["can't be blank"];
  else if (title.length > PLANNER_LIMITS.titleMax)
    errors.title = [`is too long (maximum is ${PLANNER_LIMITS.titleMax} characters)`];
  if (body.weekday < 0 || body.weekday > 6) errors.weekday = ['is not included in the list'];
  if (!TIME.test(body.start_time) || body.start_time === '24:00') errors.start_time = ['is invalid'];
  if (!TIME.test(body.end_time)) errors.end_time = ['is invalid'];
  else if (!errors.start_time && minutes(body.end_time) <= minutes(body.start_time)) {
    errors.end_time = ['must be after the start time'];
  }
  if (Object.keys(errors).length > 0) throw unprocessable({ errors });
  return {
    weekday: body.weekday,
    startMinute: minutes(body.start_time),
    endMinute: minutes(body.end_time),
    title,
  };
}

/** API-39, API-40 and the planner's calls (signed-in scope; study edition only, TLS). */
export function registerStudyToolRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.env.EDITION !== 'study') return;
  const { db } = ctx;

  app.get('/users/apps/essay_question_wizard', async () => ({ words: ESSAY_WORDS }));

  app.get('/users/apps/essay_breakdown', async () => ({
    word_counts: ESSAY_WORD_COUNTS.map((words) => essayBreakdownEntry(words)),
  }));

  app.get<{ Params: { words: string; option: string }; Querystring: { software_name?: string } }>(
    '/users/apps/mindmap/:words/:option/download',
    async (request, reply) => {
      const words = Number(request.params.words);
      const option = request.params.option.toUpperCase();
      if (!ESSAY_WORD_COUNTS.some((count) => count === words) || (option !== 'A' && option !== 'B')) {
        throw notFound(NOT_FOUND);
      }
      const format = formatOf(request.query.software_name);
      if (format === null) throw notFound(NOT_FOUND);
      const plan = essayPlan(words, option as EssayOption);
      const { extension, type } = FORMATS[format];
      reply.header('content-disposition', attachmentHeader(`${planTitle(plan)}.${extension}`));
      reply.header('cache-control', 'no-store').type(type);
      if (format === 'pdf') return reply.send(Buffer.from(await planPdf(plan, ctx.now())));
      return reply.send(format === 'opml' ? planOpml(plan) : planFreeMind(plan));
    },
  );

  app.get('/users/apps/planner', async (request) => ({
    blocks: (await blocksOf(db, request.currentUserId)).map(blockPayload),
  }));

  app.post('/users/apps/planner/blocks', async (request, reply) => {
    const fields = checkBlock(parseParams(BlockBody, request.body));
    const userId = request.currentUserId;
    if ((await blockCount(db, userId)) >= PLANNER_LIMITS.blocksMax) {
      throw unprocessable({ msg: `A week holds at most ${PLANNER_LIMITS.blocksMax} study blocks.` });
    }
    const row = await insertBlock(db, { userId, ...fields });
    return reply.code(201).send({ block: blockPayload(row) });
  });

  app.delete<{ Params: { id: string } }>('/users/apps/planner/blocks/:id', async (request) => {
    const raw = request.params.id;
    if (!/^[0-9]{1,9}$/.test(raw)) throw notFound(BLOCK_NOT_FOUND);
    if (!(await deleteBlock(db, request.currentUserId, Number(raw)))) throw notFound(BLOCK_NOT_FOUND);
    return { status: 'success' };
  });
}
