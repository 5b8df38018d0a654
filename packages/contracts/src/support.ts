import { z } from 'zod';

/** Longest support message we accept, in characters (docs/decisions.md). */
export const SUPPORT_MESSAGE_MAX = 5000;

/** API-42 (SUP-3, DAT-11): the trimmed message may not be empty. */
export const SupportMessageInputSchema = z.object({
  message: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX),
});
export type SupportMessageInput = z.infer<typeof SupportMessageInputSchema>;
