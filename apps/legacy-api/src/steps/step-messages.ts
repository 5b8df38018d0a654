/** The learning calls' own messages (docs/upstream-api.md, "Learning calls"). */
export const STEP_MESSAGES = {
  stepNotFound: 'Step not found.',
  moduleNotFound: 'Learning module not found.',
  softwareNotFound: 'Software not found.',
  notAVideo: 'Only a video step can be watched.',
  noVideoPosition: 'Only a video step has a video position.',
} as const;
