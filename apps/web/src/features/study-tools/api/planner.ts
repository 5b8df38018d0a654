import type { CreatePlanBlockInput, PlanBlock } from '@studyflow/contracts/study-tools';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isFeatureMissing } from '../../../lib/api/errors';
import { useTRPC } from '../../../lib/api/trpc';
import { learnerKey, useCurrentUser } from '../../../lib/session/session';
import { localPlanner } from '../local-planner';
import { useAddBlock } from './add-block';
import { useRemoveBlock } from './remove-block';

/** studyTools.planner (TLS-13): the learner's week of study blocks. */
export function usePlanner() {
  const trpc = useTRPC();
  return useQuery(trpc.studyTools.planner.queryOptions());
}

export interface PlannerWeek {
  blocks: PlanBlock[];
  isPending: boolean;
  isAdding: boolean;
  /** True where the upstream keeps no plans: the week lives in this browser (local-planner.ts). */
  isLocal: boolean;
  /** `done(true)` once the block is kept; `done(false)` when this browser cannot keep another. */
  add(block: CreatePlanBlockInput, done: (kept: boolean) => void): void;
  remove(id: PlanBlock['id'], done: () => void): void;
}

/**
 * The week, from the upstream or, where it has no planner (UPSTREAM_FEATURE_MISSING), from this
 * browser: the same add and remove either way, so the page only says where it is kept.
 */
export function usePlannerWeek(): PlannerWeek {
  const planner = usePlanner();
  const add = useAddBlock();
  const remove = useRemoveBlock();
  const learner = learnerKey(useCurrentUser());
  const [addMissing, setAddMissing] = useState(false);
  const isLocal = addMissing || (planner.isError && isFeatureMissing(planner.error, 'planner'));
  const [localWeek, setLocalWeek] = useState<PlanBlock[] | null>(null);

  if (isLocal) {
    const blocks = localWeek ?? localPlanner.read(learner);
    return {
      blocks,
      isPending: false,
      isAdding: false,
      isLocal,
      add: (block, done) => {
        const next = localPlanner.add(learner, block);
        if (next !== null) setLocalWeek(next);
        done(next !== null);
      },
      remove: (id, done) => {
        setLocalWeek(localPlanner.remove(learner, id));
        done();
      },
    };
  }
  return {
    blocks: planner.data ?? [],
    isPending: planner.isPending,
    isAdding: add.isPending,
    isLocal,
    add: (block, done) =>
      add.mutate(block, {
        onSuccess: () => done(true),
        onError: (error) => {
          // The list came from the upstream but a new block has nowhere to go there.
          if (!isFeatureMissing(error, 'planner')) return;
          setAddMissing(true);
          const next = localPlanner.add(learner, block);
          if (next !== null) setLocalWeek(next);
          done(next !== null);
        },
      }),
    remove: (id, done) => remove.mutate({ id }, { onSuccess: done }),
  };
}
