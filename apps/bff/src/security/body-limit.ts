import { Transform, type TransformCallback } from 'node:stream';
import { procedureNames } from '../observability/request-log';

/** Enough for any form or note; only the avatar upload needs more. */
export const DEFAULT_TRPC_BODY_LIMIT = 64 * 1024;

/**
 * Room for an avatar upload: a JPEG of up to 5 MB (the upstream's limit) is ≈ 7 MB as a base64 data
 * URL (contracts allow 7.5 M characters), plus the JSON around it.
 */
export const AVATAR_BODY_LIMIT = 8 * 1024 * 1024;

const LARGE_BODY_PROCEDURES = new Set(['avatar.create']);

/** The body limit of a /trpc URL: large only when every call in it is an upload. */
export function trpcBodyLimit(url: string): number {
  const names = procedureNames(url);
  const allUploads = names.length > 0 && names.every((name) => LARGE_BODY_PROCEDURES.has(name));
  return allUploads ? AVATAR_BODY_LIMIT : DEFAULT_TRPC_BODY_LIMIT;
}

function tooLarge(limit: number): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(`Request body is larger than ${limit} bytes`), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  });
}

/**
 * A preParsing step: refuses a declared Content-Length past the limit at once, and counts the bytes
 * of a chunked body as they arrive, so neither is buffered past the limit.
 */
export function limitBody(
  url: string,
  contentLength: string | undefined,
  payload: NodeJS.ReadableStream,
): NodeJS.ReadableStream {
  const limit = trpcBodyLimit(url);
  if (contentLength !== undefined && Number(contentLength) > limit) throw tooLarge(limit);
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(tooLarge(limit));
      else callback(null, chunk);
    },
  });
  return payload.pipe(counter);
}
