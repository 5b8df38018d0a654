import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';
import { attachmentHeader } from '../http/content-disposition';
import { badRequest, notFound } from '../http/errors';
import { fileNameFor, reflectionsDocx, reflectionsMarkdown } from './reflection-documents';
import { bulkReflectionIds, REFLECTION_NOT_FOUND, reflectionId } from './reflection-ids';
import type { ReflectionRow } from './reflection-queries';
import { reflectionsByIds } from './reflection-queries';

const BASE = '/users/reflective_journal/reflections';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** `format=docx` (the default) or `format=md`; anything else is a 400. */
function formatOf(query: unknown): 'docx' | 'md' {
  const value = (query as Record<string, unknown> | undefined)?.format;
  if (value === undefined || value === 'docx') return 'docx';
  if (value === 'md') return 'md';
  throw badRequest('param is invalid: format');
}

async function send(reply: FastifyReply, rows: readonly ReflectionRow[], format: 'docx' | 'md') {
  reply
    .header('content-disposition', attachmentHeader(fileNameFor(rows, format)))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (format === 'md') return reply.type('text/markdown; charset=utf-8').send(reflectionsMarkdown(rows));
  return reply.type(DOCX).send(await reflectionsDocx(rows));
}

/** API-37 and API-38 (JRN-9): one entry, or the selected entries, as DOCX or Markdown files. */
export function registerJournalDownloadRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get(`${BASE}/download_many`, async (request, reply) => {
    const ids = bulkReflectionIds(request.query);
    const format = formatOf(request.query);
    const rows = await reflectionsByIds(db, request.currentUserId, ids);
    if (rows.length === 0) throw notFound(REFLECTION_NOT_FOUND);
    return send(reply, rows, format);
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id/download`, async (request, reply) => {
    const id = reflectionId(request.params.id);
    const format = formatOf(request.query);
    const rows = await reflectionsByIds(db, request.currentUserId, [id]);
    if (rows.length === 0) throw notFound(REFLECTION_NOT_FOUND);
    return send(reply, rows, format);
  });
}
