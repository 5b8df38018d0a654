/**
 * TLS-3: the essay plans per word count (DAT-13), as the upstream knows them for the mind maps.
 * Plan A: 10% introduction, 80% body, 10% conclusion; plan B: 15%, 70%, 15% (docs/decisions.md).
 */
export const ESSAY_WORD_COUNTS = [1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000] as const;
export type EssayOption = 'A' | 'B';

const SHARE: Record<EssayOption, number> = { A: 0.1, B: 0.15 };

export interface EssayPlan {
  words: number;
  option: EssayOption;
  intro: number;
  body: number;
  conclusion: number;
}

export function essayPlan(words: number, option: EssayOption): EssayPlan {
  const intro = Math.round(words * SHARE[option]);
  return { words, option, intro, body: words - 2 * intro, conclusion: intro };
}

/** DAT-13's word-count entry: intro, body and conclusion of both plans. */
export const essayBreakdownEntry = (words: number) => {
  const a = essayPlan(words, 'A');
  const b = essayPlan(words, 'B');
  return {
    words,
    intro_a: a.intro,
    intro_b: b.intro,
    body_a: a.body,
    body_b: b.body,
    conclusion_a: a.conclusion,
    conclusion_b: b.conclusion,
  };
};

/** The mind map of a plan: a centre and three branches, each with a prompt of what goes there. */
export interface MindMapNode {
  text: string;
  children: MindMapNode[];
}

export const planTitle = (plan: Pick<EssayPlan, 'words' | 'option'>): string =>
  `Essay Plan ${plan.words} words - ${plan.option}`;

export function planMindMap(plan: EssayPlan): MindMapNode {
  const leaf = (text: string): MindMapNode => ({ text, children: [] });
  return {
    text: planTitle(plan),
    children: [
      {
        text: `Introduction: ${plan.intro} words`,
        children: [leaf('Restate the question in your own words'), leaf('Set out your line of argument')],
      },
      {
        text: `Main body: ${plan.body} words`,
        children: [
          leaf('One point per paragraph'),
          leaf('Evidence and examples for each point'),
          leaf('Link each point back to the question'),
        ],
      },
      {
        text: `Conclusion: ${plan.conclusion} words`,
        children: [leaf('Sum up your main points'), leaf('Answer the question directly')],
      },
    ],
  };
}
