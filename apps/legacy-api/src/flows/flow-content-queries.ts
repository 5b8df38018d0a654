import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Edition } from '../env';
import type { FlowContent } from './flow-content';
import { chapters, flows, learningModules } from './schema';

/** `excluded.<column>`: the value the conflicting insert proposed, so re-seeding updates the content. */
const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Both editions' flows, modules and chapters, upserted by their slugs: running it again changes
 * nothing, and an edited text reaches existing databases at the next start. Ids stay stable.
 */
export async function upsertFlowContent(
  db: Db,
  content: Record<Edition, readonly FlowContent[]>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const edition of ['study', 'pro'] as const) {
      for (const [position, flow] of content[edition].entries()) {
        const [row] = await tx
          .insert(flows)
          .values({
            edition,
            slug: flow.slug,
            name: flow.name,
            primaryColor: flow.colors.primary,
            secondaryColor: flow.colors.secondary,
            tabColor: flow.colors.tab,
            position,
          })
          .onConflictDoUpdate({
            target: [flows.edition, flows.slug],
            set: {
              name: excluded('name'),
              primaryColor: excluded('primary_color'),
              secondaryColor: excluded('secondary_color'),
              tabColor: excluded('tab_color'),
              position: excluded('position'),
            },
          })
          .returning({ id: flows.id });
        if (!row) throw new Error(`flow ${flow.slug} was not saved`);
        await upsertModules(tx, row.id, flow);
      }
    }
  });
}

async function upsertModules(db: Db, flowId: number, flow: FlowContent): Promise<void> {
  const saved = await db
    .insert(learningModules)
    .values(
      flow.modules.map((module, position) => ({
        flowId,
        slug: module.slug,
        name: module.name,
        description: module.description,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: [learningModules.flowId, learningModules.slug],
      set: {
        name: excluded('name'),
        description: excluded('description'),
        position: excluded('position'),
      },
    })
    .returning({ id: learningModules.id, slug: learningModules.slug });
  const idOf = new Map(saved.map((row) => [row.slug, row.id]));
  const rows = flow.modules.flatMap((module) =>
    module.chapters.map((chapter, position) => {
      const learningModuleId = idOf.get(module.slug);
      if (learningModuleId === undefined) throw new Error(`module ${module.slug} was not saved`);
      return {
        learningModuleId,
        slug: chapter.slug,
        name: chapter.name,
        position,
        durationSeconds: chapter.minutes * 60,
      };
    }),
  );
  await db
    .insert(chapters)
    .values(rows)
    .onConflictDoUpdate({
      target: [chapters.learningModuleId, chapters.slug],
      set: {
        name: excluded('name'),
        position: excluded('position'),
        durationSeconds: excluded('duration_seconds'),
      },
    });
}
