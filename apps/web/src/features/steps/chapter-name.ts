import { LIMITS } from '@studyflow/contracts/limits';

/** STP-4 / LIM-6: on narrow screens a chapter name over 137 characters is cut there, with an ellipsis. */
export function shortChapterName(name: string): string {
  return name.length > LIMITS.chapterNameMax ? `${name.slice(0, LIMITS.chapterNameMax)}…` : name;
}
