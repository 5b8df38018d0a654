import {
  AccessibilitySettingEnvelopeSchema,
  type UpdateAccessibilitySettingInput,
  UpdateAccessibilitySettingInputSchema,
} from '@studyflow/contracts/accessibility';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

/** A11Y-6: null values are dropped from the payload, so they never clear a saved choice. */
export function withoutNulls(
  input: UpdateAccessibilitySettingInput,
): Partial<UpdateAccessibilitySettingInput> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );
}

/** The learner's colours, text size, font and subtitles. */
export const accessibilityRouter = {
  /** Answers the whole saved setting; the web replaces its copy with it (A11Y-6). */
  update: publicProcedure.input(UpdateAccessibilitySettingInputSchema).mutation(async ({ ctx, input }) => {
    const body = { accessabilitySetting: withoutNulls(input) };
    const call = { method: 'PUT', path: '/users/accessability_setting', body } as const;
    const { accessabilitySetting } = await fromUpstream(ctx, call, AccessibilitySettingEnvelopeSchema);
    return accessabilitySetting;
  }),
} satisfies TRPCRouterRecord;
