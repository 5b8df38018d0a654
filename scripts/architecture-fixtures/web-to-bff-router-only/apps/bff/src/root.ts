export type AppRouter = { notes: object };
