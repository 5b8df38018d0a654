export const appRouter = { notes: {} };
export type AppRouter = typeof appRouter;
