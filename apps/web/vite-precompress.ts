import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|vtt|txt|map)$/;
/**
 * What serving a compressed copy adds to the answer: `content-encoding: br` (the BFF sends
 * `vary: accept-encoding` either way). A copy is kept only when it saves more than that, however
 * small the file: a page's small chunks are mostly text that compresses to half.
 */
const ENCODING_HEADER_BYTES = 32;

const worthIt = (copy: Buffer, source: Buffer) => copy.length + ENCODING_HEADER_BYTES < source.length;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of the build, once,
 * so the BFF serves them with Content-Encoding and spends no CPU per request. It compresses the
 * folder this build wrote (`vite build --outDir` included), never another build's.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'studyflow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        jobs.push(
          (async () => {
            const source = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            await Promise.all([
              worthIt(br, source) ? writeFile(`${path}.br`, br) : null,
              worthIt(gz, source) ? writeFile(`${path}.gz`, gz) : null,
            ]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
