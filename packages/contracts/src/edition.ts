import { z } from 'zod';

export const EditionSchema = z.enum(['study', 'pro']);
export type Edition = z.infer<typeof EditionSchema>;

/** What the BFF tells the web at start-up (`config.get`). */
export const AppConfigSchema = z.object({
  edition: EditionSchema,
  /** True when the upstream exposes a local mailbox page (never in production). */
  mailboxUrl: z.string().nullable(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
