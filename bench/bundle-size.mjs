// Gzip size of the built web app: what the first page load needs (index.html's scripts, styles and
// modulepreloads) and every lazy chunk. Usage: node bench/bundle-size.mjs [distDir] [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(here, '../apps/web/dist'),
);
const asJson = process.argv.includes('--json');

/** @param {string} file */
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
const assets = readdirSync(path.join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => {
    const file = path.join(dist, 'assets', name);
    return { name: `assets/${name}`, raw: statSync(file).size, gzip: gz(file) };
  })
  .sort((a, b) => b.gzip - a.gzip);

/**
 * @param {readonly { raw: number; gzip: number }[]} list
 * @param {'raw' | 'gzip'} key
 */
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
const first = assets.filter((asset) => initial.includes(asset.name));
const report = {
  initialGzip: sum(first, 'gzip'),
  initialJsGzip: sum(
    first.filter((a) => a.name.endsWith('.js')),
    'gzip',
  ),
  initialCssGzip: sum(
    first.filter((a) => a.name.endsWith('.css')),
    'gzip',
  ),
  totalGzip: sum(assets, 'gzip'),
  assets,
};

if (asJson) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  process.stdout.write(
    `First load: ${kb(report.initialGzip)} gzip (JS ${kb(report.initialJsGzip)}, CSS ${kb(report.initialCssGzip)})\n`,
  );
  process.stdout.write(`All chunks: ${kb(report.totalGzip)} gzip\n\n`);
  for (const asset of assets) {
    const mark = initial.includes(asset.name) ? '*' : ' ';
    process.stdout.write(`${mark} ${kb(asset.gzip).padStart(9)}  ${asset.name}\n`);
  }
  process.stdout.write('\n* loaded by index.html on first visit\n');
}
