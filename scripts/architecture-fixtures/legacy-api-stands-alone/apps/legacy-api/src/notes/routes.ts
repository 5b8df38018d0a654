// Broken on purpose: the stand-in for a foreign system uses our contracts.
import { NOTE_LIMIT } from '../../../../packages/contracts/src/limits';
// Allowed: its own modules.
import { noteRows } from './queries';

export const listNotes = () => noteRows().slice(0, NOTE_LIMIT);
