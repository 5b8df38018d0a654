export type Context = { requestId: string };
