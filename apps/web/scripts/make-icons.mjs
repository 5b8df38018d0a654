// Renders the app icons (public/icons/*.png) from their SVG sources with headless Chromium, so the
// PNGs the web app manifest needs always match the SVGs. Usage: node scripts/make-icons.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** [source svg, output png, size in px] */
const outputs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon.svg', 'apple-touch-icon.png', 180],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
];

const work = mkdtempSync(path.join(tmpdir(), 'studyflow-icons-'));
try {
  for (const [source, output, size] of outputs) {
    const svg = readFileSync(path.join(icons, source), 'utf8');
    const page = path.join(work, `${output}.html`);
    // A page exactly the icon's size, transparent outside the SVG's own shapes.
    writeFileSync(
      page,
      `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style></head><body>${svg}</body></html>`,
    );
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--force-device-scale-factor=1',
        '--default-background-color=00000000',
        `--window-size=${size},${size}`,
        `--screenshot=${path.join(icons, output)}`,
        `file://${page}`,
      ],
      { stdio: 'ignore' },
    );
    process.stdout.write(`${output} (${size}×${size})\n`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
