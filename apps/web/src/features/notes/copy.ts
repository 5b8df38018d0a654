import { brandFor, perEdition, useEditionCopy } from '../../lib/edition/copy';

/** The notes dialog and the printed notes (NOT). */
export const notesCopy = perEdition((edition) => ({
  title: 'Notes',
  close: 'Close',
  newNote: (stepName: string) => `New note on “${stepName}”`,
  newNoteHelp: 'Press Enter to save it, Escape to clear it.',
  noStep: 'Open a step to write a note about it. Your notes from every step are below.',
  saved: 'Note saved.',
  updated: 'Note updated.',
  deleted: 'Note deleted.',
  /** Offline (docs/decisions.md, "Offline learning"): kept in the browser until the server has it. */
  savedOffline: "Note kept on this device. It will be sent when you're back online.",
  updatedOffline: "Change kept on this device. It will be sent when you're back online.",
  notKept: 'This browser could not keep the note. Your words are still in the field.',
  /**
   * No key to keep it unreadable to others yet (none fetched since sign-in, and offline), or no
   * WebCrypto: never kept in plain text (docs/decisions.md, "Offline learning").
   */
  notKeptLocked:
    "This note can't be kept safely on this device until it has been online once since you signed in. Your words are still in the field.",
  waitingToSend: 'Waiting to send',
  unsentLabel: 'Notes waiting to send',
  /** The browser's session is someone else's now: queued notes wait for the learner who wrote them. */
  heldForYou:
    "Not sent yet: this browser is no longer signed in as you. They will be sent the next time you're signed in here.",
  notSent: 'Not sent: the server could not take this note. Copy its words if you need them.',
  removeFromDevice: 'Remove from this device',
  removeFromDeviceLabel: (stepName: string) => `Remove the unsent note on ${stepName} from this device`,
  search: 'Search your notes',
  notesLabel: 'Your notes',
  loading: 'Loading your notes…',
  empty: 'No notes yet.',
  noMatches: 'No notes match your search.',
  matches: (count: number) => (count === 1 ? '1 note found.' : `${count} notes found.`),
  /** NOT-3 */
  edit: 'Edit',
  delete: 'Delete',
  visitStep: 'Visit step',
  editLabel: 'Edit note',
  editHelp: 'Press Enter to keep your change, Escape to leave it as it was.',
  noteActions: (stepName: string) => `Note on ${stepName}: actions`,
  onStep: (stepName: string, flowName: string) => `${stepName} · ${flowName}`,
  /** NOT-5 */
  printNotes: 'Print notes',
  notebook: `${brandFor(edition)} Notebook`,
  print: 'Print',
  printEmpty: 'You have no notes to print yet. Notes you write on any step show here.',
}));

export const useNotesCopy = () => useEditionCopy(notesCopy);
