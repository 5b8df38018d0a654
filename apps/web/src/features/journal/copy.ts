import { VALIDATION } from '@studyflow/contracts/validation-messages';
import { perEdition, useEditionCopy } from '../../lib/edition/copy';

/** The reflective journal (JRN): the texts the requirements give, and our own words around them. */
export const journalCopy = perEdition((edition) => ({
  /** JRN-2 */
  title: 'Your Reflective Journal',
  intro:
    edition === 'pro'
      ? 'A few minutes of reflection after a meeting, a task or a training session helps new habits stick. Write what happened, what you make of it, and what you will do next.'
      : 'A few minutes of reflection after a lecture, a seminar or a study session helps new habits stick. Write what happened, what you make of it, and what you will do next.',
  videoTitle: 'How the reflective journal works (1 minute)',
  watchVideo: 'Watch the 1-minute video',
  videoLoading: 'Loading the video…',
  close: 'Close',
  /** JRN-3 */
  empty: 'No entries yet!',
  emptyHelp: 'Your first entry takes about five minutes. We guide you through it one question at a time.',
  letsDoThis: "LET'S DO THIS!",
  /** JRN-4 */
  tableLabel: 'Your journal entries',
  date: 'Date',
  entryTitle: 'Title',
  action: 'Action',
  options: 'Options',
  newEntry: 'NEW ENTRY',
  loading: 'Loading your journal…',
  /** After a failed load (JRN-10's toast says why): the entries are unknown, not none. */
  loadFailed: 'Your journal could not be loaded.',
  tryAgain: 'Try again',
  /** JRN-5 */
  edit: 'Edit',
  download: 'Download',
  delete: 'Delete',
  rowActions: (title: string) => `Options for ${title}`,
  selected: (count: number) => (count === 1 ? '1 entry selected' : `${count} entries selected`),
  downloadSelected: 'Download selected entries',
  deleteSelected: 'Delete selected entries',
  formatLabel: 'Download as',
  formatDocx: 'Word document (.docx)',
  formatMarkdown: 'Markdown text (.md)',
  downloading: (percent: number | null) =>
    percent === null ? 'Preparing your download…' : `Downloading your entries: ${percent}%`,
  downloaded: 'Your entries have been downloaded.',
  downloadFailed: 'The download did not work. Please try again.',
  /** JRN-8 */
  deleteOne: 'Delete entry?',
  deleteMany: 'Delete entries?',
  deleteOneText: (title: string) => `“${title}” will be deleted. This cannot be undone.`,
  deleteManyText: (count: number) => `${count} entries will be deleted. This cannot be undone.`,
  cancel: 'CANCEL',
  confirmDelete: 'DELETE',
  deletedOne: 'Entry deleted.',
  deletedMany: 'Entries deleted.',
  saved: 'Entry saved.',
  /** JRN-6 */
  modalNew: 'New entry',
  modalEdit: 'Edit entry',
  welcomeHeading: 'Welcome to your reflection',
  welcomeText: [
    'Reflection is looking back at something that happened so you can learn from it.',
    'We ask six short questions in three parts: OBSERVE, REFLECT and ACT. Answer in your own words; a few lines is plenty, and you can skip a question.',
    'What you type is kept on this device until you finish, so nothing is lost if you close this window.',
  ],
  stepsLabel: 'Entry steps',
  stepNames: ['Title', 'Observe 1', 'Observe 2', 'Reflect 1', 'Reflect 2', 'Act'],
  titleLabel: 'Give this entry a title',
  titleBlank: VALIDATION.cantBeBlank,
  titleHelp: 'For example the lecture, meeting or task you are reflecting on.',
  phases: { observe: 'OBSERVE', reflect: 'REFLECT', act: 'ACT' },
  questions: {
    observe1: 'What happened? Describe the situation in a few sentences.',
    observe2: 'How did you feel, and what did you notice about how you worked?',
    reflect1: 'What went well, and why do you think it did?',
    reflect2: 'What was hard, and what could have helped?',
    act: 'What will you do differently next time?',
  },
  actHeader: 'Turn your reflection into one small, clear next step.',
  actHelp: 'Make it specific: what, when, and which tool or strategy you will use.',
  next: 'NEXT',
  previous: 'PREVIOUS',
  finish: 'FINISH',
  saving: 'Saving your entry…',
  saveFailed:
    'We could not save your entry. Everything you wrote is still here and kept on this device. Please try FINISH again.',
  saveRefused: (reason: string) => `${reason} Everything you wrote is still here and kept on this device.`,
  draftKept: 'We kept your unfinished entry from last time.',
  discardDraft: 'Discard draft',
  draftDiscarded: 'Draft discarded.',
  /** A kept draft of an entry that was saved again since the draft began (docs/decisions.md). */
  conflictHeading: 'This entry has changed since your draft',
  conflictChanged:
    'It was saved again, perhaps on another device, after you started this draft here. Choose which version to carry on with. The other one will not be kept.',
  conflictUnknown:
    'We cannot tell whether it was saved again after you started this draft here. Choose which version to carry on with. The other one will not be kept.',
  yourDraft: 'Your draft',
  savedVersion: 'Saved version',
  emptyAnswer: '(left empty)',
  keepDraft: 'Keep my draft',
  useSaved: 'Use the saved version',
  keptDraftChosen: 'Carrying on with your draft. FINISH saves it in place of the saved version.',
  savedChosen: 'The saved version is open. Your draft was discarded.',
}));

export const useJournalCopy = () => useEditionCopy(journalCopy);
