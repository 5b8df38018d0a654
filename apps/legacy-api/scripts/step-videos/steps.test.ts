import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listVideoJobs, TUTORIAL_BACKGROUND } from './steps';

const flow = (slug: string, primary: string) => ({
  slug,
  name: 'Essay writing',
  colors: { primary, secondary: '#F1E8F7', tab: '#5E2C7D' },
  modules: [
    {
      slug: `${slug}-module`,
      name: 'Understanding the question',
      description: 'What the question asks.',
      chapters: [{ slug: 'instruction-words', name: 'Instruction words', minutes: 5 }],
    },
  ],
});

function contentDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'step-videos-content-'));
  const all: Record<string, unknown> = {
    'study/flows.json': [flow('essay-writing', '#7B3FA0')],
    'pro/flows.json': [flow('meetings', '#3949AB')],
    'shared/software-catalogue.json': [
      { name: 'NVDA', slug: 'nvda', group: null, assistive: true, description: 'A screen reader.' },
    ],
    ...files,
  };
  for (const [file, data] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof data === 'string' ? data : JSON.stringify(data));
  }
  return dir;
}

const vid = (slug: string) =>
  `  - slug: ${slug}\n    name: Words in a minute\n    type: vid\n    minutes: 1\n    content: Watch.\n    narration: |\n      Look for the word.\n`;
const text = '  - slug: read\n    name: Read\n    type: text\n    minutes: 1\n    content: Read.\n';

describe('listVideoJobs', () => {
  it('lists every vid step of both editions and of the Essentials, where its files go and how it looks', () => {
    const dir = contentDir({
      'study/steps/essay-writing/essay-writing-module/instruction-words.yaml': `steps:\n${text}${vid('in-a-minute')}`,
      'pro/steps/meetings/meetings-module/instruction-words.yaml': `steps:\n${vid('pro-video')}`,
      'shared/tutorials/nvda.yaml': `steps:\n${vid('nvda-in-90-seconds')}`,
    });
    const { jobs, problems } = listVideoJobs(dir);
    expect(problems).toEqual([]);
    expect(jobs).toEqual([
      {
        base: 'steps/study/essay-writing/essay-writing-module/instruction-words/in-a-minute',
        name: 'Words in a minute',
        label: 'Essay writing · Instruction words',
        background: '#7B3FA0',
        narration: 'Look for the word.',
      },
      expect.objectContaining({
        base: 'steps/pro/meetings/meetings-module/instruction-words/pro-video',
        background: '#3949AB',
      }),
      expect.objectContaining({
        base: 'tutorials/nvda/nvda-in-90-seconds',
        label: 'NVDA · Essentials',
        background: TUTORIAL_BACKGROUND,
      }),
    ]);
  });

  it('reports a file it cannot read and still lists the others', () => {
    const dir = contentDir({
      'study/steps/essay-writing/essay-writing-module/instruction-words.yaml': 'steps: [unclosed',
      'shared/tutorials/nvda.yaml': `steps:\n  - slug: no-narration\n    name: N\n    type: vid\n${vid('fine')}`,
    });
    const { jobs, problems } = listVideoJobs(dir);
    expect(jobs.map((job) => job.base)).toEqual(['tutorials/nvda/fine']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('instruction-words.yaml');
    expect(problems[1]).toContain('nvda.yaml: steps.0.narration');
  });
});
