import type { AppConfig } from '@studyflow/contracts/edition';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';

/** Start-up settings of the web: one build serves both editions, the BFF says which. */
export const configRouter = {
  get: publicProcedure.query(({ ctx }): AppConfig => ({ edition: ctx.edition, mailboxUrl: ctx.mailboxUrl })),
} satisfies TRPCRouterRecord;
