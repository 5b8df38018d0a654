// The content check must fail on what it guards: a planted "simply" said to a learner, and a passage
// over the grade limit; it must let an allowed phrase stay, keep our field's words, and pass on the
// tree as it is.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ALLOWED, checkContent, checkPassages, GRADE_LIMIT, grade, shownStrings } from './check-content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILE = 'apps/legacy-api/content/study/steps/fixture.yaml';

describe('content check', () => {
  test('fails on a planted "simply" and names it', async () => {
    const { findings } = await checkPassages([
      { file: FILE, text: 'To revise, simply read your notes again. Then test yourself.' },
    ]);
    assert.deepEqual(
      findings.map((f) => [f.file, f.word, f.rule]),
      [[FILE, 'simply', 'simple']],
    );
  });

  test('fails on each word that tells a learner their task should be effortless', async () => {
    const words = ['easy', 'easily', 'simple', 'simply', 'just', 'obviously', 'of course'];
    const passages = words.map((word) => ({ file: FILE, text: `Making a plan is ${word} the first step.` }));
    const { findings } = await checkPassages(passages, { graded: false });
    assert.deepEqual(
      findings.map((f) => f.word.toLowerCase()),
      words,
    );
  });

  test("keeps our field's words", async () => {
    const text =
      'Disabled students and disabled people with dyslexia, ADHD or a mental health condition use assistive technology.';
    const { findings } = await checkPassages([{ file: FILE, text }], { graded: false });
    assert.deepEqual(findings, []);
  });

  test('passes on an allowed phrase, and only in its file', async () => {
    const allowed = [{ file: FILE, phrase: 'a simple past tense', why: 'grammar term' }];
    const text = 'Write it in a simple past tense.';
    const here = await checkPassages([{ file: FILE, text }], { allowed, graded: false });
    assert.deepEqual(here.findings, []);
    assert.deepEqual(here.unused, []);
    const elsewhere = await checkPassages([{ file: 'other.yaml', text }], { allowed, graded: false });
    assert.equal(elsewhere.findings.length, 1);
    assert.deepEqual(elsewhere.unused, allowed);
  });

  test('fails on a passage over the grade limit, and passes a plain one', async () => {
    const dense =
      'Metacognitive monitoring substantially facilitates the consolidation of declarative information, particularly when retrieval opportunities are distributed systematically across considerable intervals.';
    assert.ok(grade(dense).grade > GRADE_LIMIT);
    const { findings } = await checkPassages([{ file: FILE, text: dense }]);
    assert.deepEqual(
      findings.map((f) => f.rule),
      ['grade'],
    );
    const plain =
      'Test yourself after each lecture. Write down what you remember. Then check your notes and fill the gaps.';
    assert.ok(grade(plain).grade <= GRADE_LIMIT);
    assert.deepEqual((await checkPassages([{ file: FILE, text: plain }])).findings, []);
  });

  test('reads the strings a component shows, not its comments or imports', () => {
    const source = [
      "import Cropper from 'react-easy-crop';",
      '// The learner simply clicks.',
      'export const View = () => <p title="Crop your photo">Drag to choose the part to keep</p>;',
    ].join('\n');
    assert.deepEqual(shownStrings(source, true), ['Crop your photo', 'Drag to choose the part to keep']);
  });

  test('passes on the tree, with every allowance used', async () => {
    const { ok, findings, unused } = await checkContent(root, ALLOWED);
    assert.deepEqual(
      findings.map((f) => `${f.file}: ${f.word}`),
      [],
    );
    assert.deepEqual(unused, []);
    assert.ok(ok);
  });
});
