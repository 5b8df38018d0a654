/** What the worker never answers for a page: the gateway's own paths (downloads, media, API). */
export const PASS_THROUGH = /^\/(trpc|files|uploads|healthz|readyz|metrics)(\/|$)/;
