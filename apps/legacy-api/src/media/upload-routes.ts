import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { avatarsDir, MEDIA_DIR, UPLOADS_URL_PREFIX, uploadsDir } from './media-paths';

/**
 * `/uploads/*`: learners' uploads (DATA_DIR/uploads) first, then the committed media folder
 * (software tiles, the guided tour). Public like a Rails public/ folder: avatar names are
 * unguessable. Range requests (video seeking) and conditional GETs come with @fastify/static.
 */
export async function registerUploadRoutes(app: FastifyInstance, dataDir: string): Promise<void> {
  await mkdir(avatarsDir(dataDir), { recursive: true });
  await app.register(fastifyStatic, {
    root: [uploadsDir(dataDir), MEDIA_DIR],
    prefix: `${UPLOADS_URL_PREFIX}/`,
    index: false,
    serveDotFiles: false,
    maxAge: '1h',
    setHeaders: (reply) => {
      // Never let a browser sniff an upload into something executable.
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
