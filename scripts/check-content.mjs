// `pnpm lint`'s content check: the words we write to learners (docs/decisions.md, "Plain words").
//   words    retext-equality (alex's rules) over every passage of the seeded learning content
//            (apps/legacy-api/content: the text fields of its YAML and JSON) and over the web app's
//            shown strings (apps/web/src and packages/ui/src: string literals and JSX text of .tsx
//            files and copy modules; comments, imports and tests skipped). Among its rules are the
//            ones that tell a learner a task should be effortless: easy, easily, simple, simply,
//            just, obviously, of course (and basically, everyone knows); the others catch gendered
//            and ableist wording. Our field's own words ("disabled students", "mental health",
//            "dyslexia"…) are ignored: they are what we write about.
//   grade    the Flesch-Kincaid grade of each content passage at most GRADE_LIMIT. A passage is one
//            text field: a step's content, its READ MORE text, its tip, a description (FK needs a
//            few sentences to mean anything; a paragraph of one list item does not).
// A use that is not about the learner's effort stays only through ALLOWED: its file, the phrase
// around the word, and why. An entry that no longer matches anything fails the check too.
// Usage: node scripts/check-content.mjs [directory]  (default: the repository)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import retextEnglish from 'retext-english';
import retextEquality from 'retext-equality';
import { syllable } from 'syllable';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { parse as parseYaml } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The highest Flesch-Kincaid grade a content passage may have (measured: docs/decisions.md). */
export const GRADE_LIMIT = 9;
/** Passages shorter than this many words get no grade: a name or a heading has no measure. */
const GRADE_MIN_WORDS = 12;

/**
 * Words of our field, not faults: alex's rules flag them ("disabled" as "invalid", "mental" as
 * "nuts", "ADHD" as "add"…) because they can be used as insults; we write about disabled students,
 * mental health, dyslexia, ADHD and deaf people on purpose, in these words.
 */
const FIELD_WORDS = ['disabled', 'mental', 'dyslexic', 'adhd', 'deaf'];
/**
 * alex's phrases that we use in their plain sense everywhere: "clearly" is how to see, hear and say
 * things ("speak clearly", "see the slides clearly"), never "clearly, this is easy".
 */
const PLAIN_SENSE = ['clearly'];

/**
 * A use that stays: in `file` (path from the repository root), a word flagged inside `phrase`; with
 * `rule: 'grade'`, the passage that contains `phrase` may be over the grade limit.
 * @typedef {{ file: string, phrase: string, why: string, rule?: 'grade' }} Allowed
 */
/** @type {Allowed[]} */
export const ALLOWED = [
  {
    file: 'apps/legacy-api/content/pro/steps/getting-started-with-assistive-technology/workplace-adjustments/access-to-work.yaml',
    phrase: 'Special equipment and software',
    why: "Access to Work's own name for what the grant pays for (special aids and equipment), as the learner will meet it on the forms",
  },
  {
    file: 'apps/web/src/features/legal/copy.ts',
    phrase: 'large print, easy read or audio',
    why: '"easy read" is the name of an accessible format (easy read documents), not a word about effort',
  },
  ...[
    ['study/steps/essay-writing/planning-your-essay/getting-ideas-down.yaml', 'He argued'],
    ['study/steps/lectures/after-the-lecture/reviewing-soon.yaml', 'Ebbinghaus tested his own'],
    ['study/steps/lectures/after-the-lecture/reviewing-soon.yaml', 'He found'],
    ['study/steps/lectures/after-the-lecture/reviewing-soon.yaml', 'repeated his study'],
    ['study/steps/lectures/before-the-lecture/skimming-in-advance.yaml', 'He called it'],
    ['study/steps/presentations/designing-slides/less-text.yaml', 'Two of his findings'],
  ].map(([file, phrase]) => ({
    file: `apps/legacy-api/content/${file}`,
    phrase: phrase ?? '',
    why: 'he and his refer to a named researcher (Elbow, Ebbinghaus, Mayer), not to a learner',
  })),
];

/** Content keys whose strings learners read; every other key holds an identifier or a number. */
const TEXT_KEYS = new Set(['name', 'description', 'content', 'extra', 'tip', 'narration']);
/** Content files that learners do not read: demo accounts and sign-up data. */
const NOT_SHOWN = new Set(['demo-learners.json', 'institutions.json', 'licence-keys.json']);

/** @typedef {{ file: string, text: string }} Passage */
/** @typedef {{ file: string, text: string, at: number, word: string, rule: string, reason: string }} Finding */

/**
 * The text fields of a parsed content file, walked in order.
 * @param {unknown} value
 * @param {string | undefined} key
 * @param {string | undefined} parent
 * @param {string[]} out
 */
function textFields(value, key, parent, out) {
  if (typeof value === 'string') {
    if ((key !== undefined && TEXT_KEYS.has(key)) || parent === 'products') out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) textFields(item, key, parent, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) textFields(v, k, key, out);
  }
}

/**
 * @param {string} dir
 * @returns {string[]} every file under `dir`, sorted
 */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The seeded content's passages.
 * @param {string} directory the repository
 * @returns {Passage[]}
 */
export function contentPassages(directory) {
  const dir = path.join(directory, 'apps/legacy-api/content');
  /** @type {Passage[]} */
  const passages = [];
  for (const full of filesUnder(dir)) {
    if (NOT_SHOWN.has(path.basename(full)) || !/\.(ya?ml|json)$/.test(full)) continue;
    const file = path.relative(directory, full);
    const source = readFileSync(full, 'utf8');
    /** @type {string[]} */
    const fields = [];
    textFields(full.endsWith('.json') ? JSON.parse(source) : parseYaml(source), undefined, undefined, fields);
    for (const text of fields) if (text.trim()) passages.push({ file, text: text.trim() });
  }
  return passages;
}

/**
 * The strings a source file shows: its string literals and, in .tsx, its JSX text. Comments and
 * import/export-from specifiers are dropped first; template literals' `${…}` parts become a space.
 * @param {string} source
 * @param {boolean} jsx
 * @returns {string[]}
 */
export function shownStrings(source, jsx) {
  /** @type {string[]} */
  const strings = [];
  let code = '';
  const token = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
  let last = 0;
  for (const match of source.matchAll(token)) {
    const [text] = match;
    const at = match.index;
    code += source.slice(last, at);
    last = at + text.length;
    if (text.startsWith('/')) {
      // A comment; a regular expression like /a\/\/b/ is rare in copy and harmless here.
      code += ' ';
      continue;
    }
    const before = source.slice(Math.max(0, at - 12), at);
    if (!/\b(from|import)\s*\(?\s*$/.test(before)) {
      strings.push(text.slice(1, -1).replace(/\$\{[^}]*\}/g, ' '));
    }
    code += '""';
  }
  code += source.slice(last);
  if (jsx) {
    for (const [, text] of code.matchAll(/>([^<>{}]+)</g)) {
      if (text && /[A-Za-z]{2}/.test(text) && !/[=;()]/.test(text)) strings.push(text);
    }
  }
  return strings
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => /[A-Za-z]\s+[A-Za-z]/.test(text));
}

/**
 * The web app's shown strings, one passage each: apps/web/src and the components it takes from
 * packages/ui/src.
 * @param {string} directory the repository
 * @returns {Passage[]}
 */
export function webPassages(directory) {
  /** @type {Passage[]} */
  const passages = [];
  for (const dir of ['apps/web/src', 'packages/ui/src']) {
    for (const full of filesUnder(path.join(directory, dir))) {
      const name = path.basename(full);
      if (/\.(test|spec)\.|[/\\]test[/\\]/.test(full)) continue;
      const jsx = name.endsWith('.tsx');
      if (!jsx && !/(copy|messages?)\.ts$/.test(name)) continue;
      const file = path.relative(directory, full);
      for (const text of shownStrings(readFileSync(full, 'utf8'), jsx)) passages.push({ file, text });
    }
  }
  return passages;
}

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;

/**
 * The Flesch-Kincaid grade of a passage and its word count. Markdown marks are dropped; a sentence
 * ends at . ! ? or : and at the end of a line (a list item or a heading is a sentence of its own).
 * @param {string} text
 */
export function grade(text) {
  const plain = text.replace(/[*_`#>|]/g, ' ').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  const sentences = plain
    .split(/[.!?:;]+(?=\s|$)|\n/)
    .map((part) => part.match(WORD) ?? [])
    .filter((words) => words.length > 0);
  const words = sentences.flat();
  if (words.length === 0) return { grade: 0, words: 0 };
  const syllables = words.reduce((sum, word) => sum + syllable(word), 0);
  const value = 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
  return { grade: Math.round(value * 10) / 10, words: words.length };
}

const processor = unified()
  .use(retextEnglish)
  .use(retextEquality, { ignore: [...FIELD_WORDS, ...PLAIN_SENSE] });

/**
 * alex's findings in `passages`, less the allowed ones; `used` collects the ALLOWED entries that
 * matched. The passages are joined into one paragraph, each a sentence or more of its own (line
 * breaks become spaces, a full stop ends each), and checked in one run: retext-equality builds its
 * phrase table for each paragraph, which costs far more than the search.
 * @param {Passage[]} passages
 * @param {readonly Allowed[]} allowed
 * @param {Set<Allowed>} used
 * @returns {Promise<Finding[]>}
 */
async function wordFindings(passages, allowed, used) {
  /** @type {number[]} */
  const starts = [];
  let text = '';
  for (const passage of passages) {
    starts.push(text.length);
    text += `${passage.text.replace(/\n/g, ' ')}.\n`;
  }
  const file = new VFile(text);
  await processor.run(processor.parse(file), file);
  /** @type {Finding[]} */
  const findings = [];
  for (const message of file.messages) {
    const place = message.place;
    const from = place && 'start' in place ? place.start.offset : place?.offset;
    const to = place && 'end' in place ? place.end.offset : from;
    if (from === undefined || to === undefined) continue;
    // The passage the finding is in: the last that starts at or before it.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= from) low = middle;
      else high = middle - 1;
    }
    const passage = passages[low];
    if (!passage) continue;
    const start = from - (starts[low] ?? 0);
    const end = to - (starts[low] ?? 0);
    const entry = allowed.find(
      (a) => a.file === passage.file && a.rule !== 'grade' && coveredBy(passage.text, a.phrase, start, end),
    );
    if (entry) {
      used.add(entry);
      continue;
    }
    findings.push({
      file: passage.file,
      text: passage.text,
      at: start,
      word: passage.text.slice(start, end),
      rule: message.ruleId ?? '',
      reason: message.reason,
    });
  }
  return findings;
}

/**
 * Whether the text between `start` and `end` lies inside an occurrence of `phrase` in `text`.
 * @param {string} text
 * @param {string} phrase
 * @param {number} start
 * @param {number} end
 */
function coveredBy(text, phrase, start, end) {
  const words = phrase
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  for (const match of text.matchAll(new RegExp(words.join('\\s+'), 'gi'))) {
    if (match.index <= start && end <= match.index + match[0].length) return true;
  }
  return false;
}

/**
 * Checks `passages`: every word rule finding not in `allowed`, and (with `graded`) every passage
 * over the grade limit not in `allowed` with the phrase "grade".
 * @param {Passage[]} passages
 * @param {{ allowed?: readonly Allowed[], graded?: boolean, limit?: number }} [options]
 */
export async function checkPassages(
  passages,
  { allowed = ALLOWED, graded = true, limit = GRADE_LIMIT } = {},
) {
  /** @type {Set<Allowed>} */
  const used = new Set();
  const findings = await wordFindings(passages, allowed, used);
  /** @type {{ file: string, text: string, grade: number }[]} */
  const grades = [];
  for (const passage of passages) {
    if (!graded) continue;
    const measured = grade(passage.text);
    if (measured.words < GRADE_MIN_WORDS) continue;
    grades.push({ ...passage, grade: measured.grade });
    if (measured.grade > limit) {
      const entry = allowed.find(
        (a) => a.rule === 'grade' && a.file === passage.file && passage.text.includes(a.phrase),
      );
      if (entry) used.add(entry);
      else
        findings.push({
          ...passage,
          at: 0,
          word: `grade ${measured.grade}`,
          rule: 'grade',
          reason: `Flesch-Kincaid grade over ${limit}`,
        });
    }
  }
  return { findings, grades, unused: allowed.filter((entry) => !used.has(entry)) };
}

/**
 * The whole check over the repository at `directory`.
 * @param {string} directory
 * @param {readonly Allowed[]} [allowed]
 */
export async function checkContent(directory, allowed = ALLOWED) {
  const content = await checkPassages(contentPassages(directory), { allowed });
  const web = await checkPassages(webPassages(directory), { allowed, graded: false });
  const unused = content.unused.filter((entry) => web.unused.includes(entry));
  const findings = [...content.findings, ...web.findings];
  return { ok: findings.length === 0 && unused.length === 0, findings, unused, grades: content.grades };
}

/** @param {number[]} sorted */
function median(sorted) {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const begun = Date.now();
  const { ok, findings, unused, grades } = await checkContent(
    path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? root),
  );
  for (const finding of findings) {
    const excerpt = finding.text.slice(Math.max(0, finding.at - 40), finding.at + 60).replace(/\s+/g, ' ');
    process.stdout.write(`${finding.file}: ${finding.word} (${finding.rule}): ${excerpt}\n`);
  }
  for (const entry of unused)
    process.stdout.write(`${entry.file}: allowed "${entry.phrase}" matches nothing\n`);
  const sorted = grades.map((g) => g.grade).sort((a, b) => a - b);
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  const measure = `${grades.length} passages graded, median ${median(sorted)}, max ${sorted.at(-1) ?? 0}`;
  if (process.argv.includes('--grades')) {
    for (const g of grades.toSorted((a, b) => b.grade - a.grade).slice(0, 60)) {
      process.stdout.write(`${g.grade}\t${g.file}\t${g.text.replace(/\s+/g, ' ').slice(0, 110)}\n`);
    }
  }
  if (!ok) {
    process.stdout.write(
      `✖ content: ${findings.length} findings, ${unused.length} stale allowances (scripts/check-content.mjs, docs/decisions.md) (${measure}; ${seconds} s)\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`✔ content: plain words, grade ≤ ${GRADE_LIMIT} (${measure}; ${seconds} s)\n`);
}
