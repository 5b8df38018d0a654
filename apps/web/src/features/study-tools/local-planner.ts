import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import {
  type CreatePlanBlockInput,
  PLANNER_BLOCKS_MAX,
  type PlanBlock,
  PlanBlockSchema,
} from '@studyflow/contracts/study-tools';

const keyFor = (learner: string) => `${STORAGE_KEYS.plannerPrefix}${learner}`;

/** By day, then by start time: the order the upstream answers in. */
const inWeekOrder = (a: PlanBlock, b: PlanBlock) =>
  a.weekday - b.weekday || a.startTime.localeCompare(b.startTime);

/**
 * The Productivity Planner's week kept in this browser, one per learner, where the upstream has no
 * planner (an extension: docs/upstream-api.md). Storage may be blocked or hold something else: a
 * read then gives an empty week, and a write that cannot be kept says so (false).
 */
export const localPlanner = {
  read(learner: string): PlanBlock[] {
    try {
      const raw = window.localStorage.getItem(keyFor(learner));
      const stored: unknown = raw === null ? [] : JSON.parse(raw);
      if (!Array.isArray(stored)) return [];
      // A block this version cannot read is left out, never the whole week.
      return stored
        .flatMap((item: unknown) => {
          const parsed = PlanBlockSchema.safeParse(item);
          return parsed.success ? [parsed.data] : [];
        })
        .sort(inWeekOrder);
    } catch {
      return [];
    }
  },

  /** The week with the block added, or null when it is full or cannot be kept. */
  add(learner: string, block: CreatePlanBlockInput): PlanBlock[] | null {
    const week = localPlanner.read(learner);
    if (week.length >= PLANNER_BLOCKS_MAX) return null;
    const added: PlanBlock = { ...block, title: block.title.trim(), id: `local-${crypto.randomUUID()}` };
    const next = [...week, added].sort(inWeekOrder);
    return write(learner, next) ? next : null;
  },

  remove(learner: string, id: PlanBlock['id']): PlanBlock[] {
    const next = localPlanner.read(learner).filter((block) => block.id !== id);
    write(learner, next);
    return next;
  },
};

function write(learner: string, week: PlanBlock[]): boolean {
  try {
    window.localStorage.setItem(keyFor(learner), JSON.stringify(week));
    return true;
  } catch {
    return false;
  }
}
