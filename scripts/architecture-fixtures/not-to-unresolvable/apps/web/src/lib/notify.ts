// Broken on purpose: the module it names does not exist.
import { announce } from './announcer';

export const notify = (text: string) => announce(text);
