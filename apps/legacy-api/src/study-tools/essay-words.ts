/**
 * The Essay Word Wizard's directive words (TLS-2, DAT-13): the instruction words of essay
 * questions, each with a definition written by us for the learner, in a–z order.
 */
export interface EssayWord {
  directive: string;
  definition: string;
}

export const ESSAY_WORDS: readonly EssayWord[] = [
  {
    directive: 'Account for',
    definition: 'Give the reasons why something happened or is the way it is, not just a description of it.',
  },
  {
    directive: 'Analyse',
    definition:
      'Break the subject into its parts, look at each closely and show how they relate and why they matter.',
  },
  {
    directive: 'Apply',
    definition:
      'Use a theory, model or rule on a particular case and show what it tells you about that case.',
  },
  {
    directive: 'Argue',
    definition:
      'Take a clear position and support it with reasons and evidence, answering the main objections.',
  },
  {
    directive: 'Assess',
    definition: 'Weigh up how important, true or useful something is, and reach a judgement you can back up.',
  },
  {
    directive: 'Balance',
    definition: 'Set the points for and against side by side and give each a fair hearing before concluding.',
  },
  {
    directive: 'Clarify',
    definition:
      'Make something plain: remove confusion by explaining its meaning and giving simple examples.',
  },
  {
    directive: 'Classify',
    definition: 'Sort things into groups by shared features and explain the basis of each group.',
  },
  {
    directive: 'Comment on',
    definition: 'Give your informed view on the main points, explaining what is significant and why.',
  },
  {
    directive: 'Compare',
    definition: 'Show how two or more things are alike, and point out the differences where they matter.',
  },
  {
    directive: 'Consider',
    definition: 'Think carefully about the subject from several angles and write up what you find.',
  },
  {
    directive: 'Contrast',
    definition:
      'Bring out the differences between two or more things and explain why those differences matter.',
  },
  {
    directive: 'Critically evaluate',
    definition:
      'Weigh the strengths and weaknesses of the evidence and arguments, then give a reasoned verdict.',
  },
  {
    directive: 'Criticise',
    definition: 'Judge the merits and faults of a theory or work, backing each point with evidence.',
  },
  {
    directive: 'Define',
    definition: 'Give the precise meaning of a term, and note where writers use it differently.',
  },
  {
    directive: 'Demonstrate',
    definition: 'Show clearly, with examples or evidence, that something is the case.',
  },
  {
    directive: 'Describe',
    definition: 'Say what something is like or how it happened, in a clear order, without judging it.',
  },
  {
    directive: 'Determine',
    definition: 'Find out and state the answer, showing the steps or evidence that lead to it.',
  },
  {
    directive: 'Discuss',
    definition:
      'Explore the subject from different sides, weigh the arguments and reach a balanced conclusion.',
  },
  {
    directive: 'Distinguish',
    definition:
      'Point out the features that set one thing apart from another that is easily confused with it.',
  },
  { directive: 'Elaborate', definition: 'Add detail and depth to an idea, with explanation and examples.' },
  { directive: 'Enumerate', definition: 'List the points one by one, briefly and in a sensible order.' },
  {
    directive: 'Evaluate',
    definition: 'Judge the value or success of something using clear criteria and evidence.',
  },
  {
    directive: 'Examine',
    definition: 'Look at the subject in detail, asking questions of it and testing the claims made about it.',
  },
  {
    directive: 'Explain',
    definition: 'Make clear how or why something happens, giving causes, reasons and links.',
  },
  {
    directive: 'Explore',
    definition: 'Investigate the subject openly, looking at it from several points of view.',
  },
  {
    directive: 'Extrapolate',
    definition: 'Use what is known to work out what is likely beyond it, and say how sure you can be.',
  },
  {
    directive: 'Generalise',
    definition: 'Draw a broad conclusion from particular cases, and say where it may not hold.',
  },
  {
    directive: 'Hypothesise',
    definition: 'Put forward a reasoned idea that could be tested, and explain what would support it.',
  },
  { directive: 'Identify', definition: 'Pick out and name the key points or features, briefly.' },
  { directive: 'Illustrate', definition: 'Make a point clear with examples, cases, figures or diagrams.' },
  {
    directive: 'Indicate',
    definition: 'Point out the main features or facts, without going into great detail.',
  },
  {
    directive: 'Interpret',
    definition: 'Explain what something means or shows, and how you reached that reading.',
  },
  {
    directive: 'Justify',
    definition: 'Give good reasons and evidence for a decision or conclusion, answering likely objections.',
  },
  {
    directive: 'Key features',
    definition: 'Set out the most important characteristics and say why each one matters.',
  },
  { directive: 'List', definition: 'Write the items one after another, usually without explanation.' },
  { directive: 'Narrate', definition: 'Tell what happened as a story, in the order in which it happened.' },
  {
    directive: 'Outline',
    definition: 'Give the main points and the overall structure, leaving out the finer details.',
  },
  { directive: 'Prove', definition: 'Show that something is true by logical steps or firm evidence.' },
  {
    directive: 'Question',
    definition: 'Raise doubts about a claim or view, testing how well it is supported.',
  },
  {
    directive: 'Reconcile',
    definition: 'Show how views or findings that seem to conflict can fit together.',
  },
  {
    directive: 'Reflect',
    definition:
      'Think back on an experience or idea, say what you learned and how it changes what you will do.',
  },
  {
    directive: 'Relate',
    definition: 'Show how two or more things are connected and how they affect each other.',
  },
  {
    directive: 'Review',
    definition: 'Survey the subject as a whole, summarising the main points and commenting on them.',
  },
  { directive: 'State', definition: 'Put the main points down clearly and briefly, without argument.' },
  {
    directive: 'Summarise',
    definition: 'Give the main points in a short, clear form, leaving out examples and detail.',
  },
  {
    directive: 'To what extent',
    definition: 'Judge how far something is true, looking at where it holds and where it does not.',
  },
  { directive: 'Trace', definition: 'Follow how something developed step by step, from its starting point.' },
  { directive: 'Verify', definition: 'Check that something is correct, and show how you checked it.' },
  {
    directive: 'Weigh up',
    definition: 'Compare the importance of the arguments on each side before deciding.',
  },
];
