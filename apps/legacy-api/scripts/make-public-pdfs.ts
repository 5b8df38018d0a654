// Writes the public pages' tagged PDFs to media/public/ (served under /uploads/public/, PUB-13):
// the assessor toolkit's Recommendation Guide (PUB-8) and the demo library's Justification Guides
// (PUB-11). Run: pnpm --filter @studyflow/legacy-api exec tsx scripts/make-public-pdfs.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JUSTIFICATION_GUIDES, RECOMMENDATION_GUIDE } from '../src/public/guides';
import { makeTaggedPdf } from '../src/public/tagged-pdf';

const out = fileURLToPath(new URL('../media/public', import.meta.url));
await mkdir(out, { recursive: true });
for (const [name, source] of [
  ['recommendation-guide.pdf', RECOMMENDATION_GUIDE],
  ...JUSTIFICATION_GUIDES,
] as const) {
  const bytes = await makeTaggedPdf(source);
  await writeFile(path.join(out, name), bytes);
  console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
