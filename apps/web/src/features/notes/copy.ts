/** The same in both editions. */
export const notesCopy = {
  title: 'Notes',
  empty: 'No notes yet.',
  comingSoon: 'Notes are on their way. When they arrive, you will be able to:',
  features: [
    'write a note on any step while you learn',
    'find a note again by searching its words',
    'edit or delete a note',
    'jump back to the step a note belongs to',
  ],
  close: 'Close',
};
