import { defineConfig } from 'drizzle-kit';

// Generation needs no database: `pnpm db:generate` diffs src/db/schema.ts against drizzle/meta.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
