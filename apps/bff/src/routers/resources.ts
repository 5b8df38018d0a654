import { type Resources, ResourcesSchema } from '@studyflow/contracts/resources';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';
import { snakeToCamel } from '../upstream/case';

/**
 * `softwares` holds one list per chip, keyed by the chip's value. The upstream client camelCases
 * every key, so a Rails upstream's `note_taking` list arrives as `noteTaking` while its chip still
 * says `note_taking`: each chip gets its list back under its own value.
 */
function listsByChipValue({ softwares, chipItems }: Resources): Resources['softwares'] {
  const lists = { ...softwares };
  for (const { value } of chipItems) lists[value] ??= softwares[snakeToCamel(value)] ?? [];
  return lists;
}

/** The software demo library (PUB-9 to PUB-12, API-45): the upstream decides who may see it. */
export const resourcesRouter = {
  list: publicProcedure.query(async ({ ctx }) => {
    const resources = await fromUpstream(ctx, { method: 'GET', path: '/resources' }, ResourcesSchema);
    return { ...resources, softwares: listsByChipValue(resources) };
  }),
} satisfies TRPCRouterRecord;
