import { z } from 'zod';

/**
 * Deleting one's own account (`account.remove`, the `accountDelete` extension of
 * docs/upstream-api.md): the web sends it only from the confirmation dialog's button, so a stray
 * call without the learner's confirmation is refused before it reaches the upstream.
 */
export const RemoveAccountInputSchema = z.object({ confirmed: z.literal(true) });
export type RemoveAccountInput = z.infer<typeof RemoveAccountInputSchema>;

export const RemoveAccountOutputSchema = z.object({ ok: z.literal(true) });
export type RemoveAccountOutput = z.infer<typeof RemoveAccountOutputSchema>;
