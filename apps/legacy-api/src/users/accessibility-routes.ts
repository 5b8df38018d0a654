import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { accessibilitySettings, FONT_FAMILIES } from '../db/schema';
import { type FieldErrors, unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { CHECK_MESSAGES, ErrorCollector, integerProblem } from './field-checks';
import { accessibilitySettingPayload } from './user-payload';

const SettingBody = z.object({ accessability_setting: z.record(z.string(), z.unknown()) });

type Changes = Partial<Omit<typeof accessibilitySettings.$inferInsert, 'userId' | 'updatedAt'>>;

const COLOUR = /^#[0-9A-Fa-f]{6}$/;

/**
 * The permitted fields that were sent (others are ignored, as Rails strong parameters do). Null
 * clears a field; the web drops nulls, so in practice it sends only what changed.
 */
function checkChanges(
  raw: Record<string, unknown>,
): { ok: true; changes: Changes } | { ok: false; errors: FieldErrors } {
  const errors = new ErrorCollector();
  const changes: Changes = {};
  const colour = (field: 'background_color' | 'font_color', key: 'backgroundColor' | 'fontColor') => {
    if (!(field in raw)) return;
    const value = raw[field];
    if (value === null) changes[key] = null;
    else if (typeof value === 'string' && COLOUR.test(value)) changes[key] = value;
    else errors.add(field, CHECK_MESSAGES.invalid);
  };
  colour('background_color', 'backgroundColor');
  colour('font_color', 'fontColor');
  if ('subtitles' in raw) {
    const value = raw.subtitles;
    if (value === null || typeof value === 'boolean') changes.subtitles = value;
    else errors.add('subtitles', CHECK_MESSAGES.notIncluded);
  }
  if ('font_size' in raw) {
    const value = raw.font_size;
    const problem = value === null ? null : integerProblem(value, 0, 10);
    if (problem === null) changes.fontSize = value as number | null;
    else errors.add('font_size', problem);
  }
  if ('font_family' in raw) {
    const value = raw.font_family;
    const family = FONT_FAMILIES.find((name) => name === value);
    if (value === null || family !== undefined) changes.fontFamily = family ?? null;
    else errors.add('font_family', CHECK_MESSAGES.notIncluded);
  }
  return errors.empty ? { ok: true, changes } : { ok: false, errors: errors.errors };
}

/** PUT /users/accessability_setting (signed-in scope): upserts and answers the whole record. */
export function registerAccessibilityRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.put('/api/users/accessability_setting', async (request) => {
    const userId = request.currentUserId;
    const { accessability_setting: raw } = parseParams(SettingBody, request.body);
    const checked = checkChanges(raw);
    if (!checked.ok) throw unprocessable({ errors: checked.errors });
    const at = now();
    const [row] = await db
      .insert(accessibilitySettings)
      .values({ ...checked.changes, userId, updatedAt: at })
      .onConflictDoUpdate({
        target: accessibilitySettings.userId,
        set: { ...checked.changes, updatedAt: at },
      })
      .returning();
    if (!row) throw new Error('accessibility setting upsert returned no row');
    return { accessability_setting: accessibilitySettingPayload(row) };
  });
}
