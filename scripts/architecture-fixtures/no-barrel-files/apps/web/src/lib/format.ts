// Broken on purpose: imports a folder's barrel (dates/index.ts) instead of the module that owns it.
import { shortDate } from './dates';

export const formatDue = (day: Date) => shortDate(day);
