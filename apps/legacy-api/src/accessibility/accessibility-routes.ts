import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { accessibilitySettingPayload } from './accessibility-payload';
import { upsertSetting } from './accessibility-queries';
import { checkSettingChanges } from './accessibility-rules';

const SettingBody = z.object({ accessability_setting: z.record(z.string(), z.unknown()) });

/** PUT /users/accessability_setting (signed-in scope): upserts and answers the whole record. */
export function registerAccessibilityRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.put('/users/accessability_setting', async (request) => {
    const { accessability_setting: raw } = parseParams(SettingBody, request.body);
    const checked = checkSettingChanges(raw);
    if (!checked.ok) throw unprocessable({ errors: checked.errors });
    const row = await upsertSetting(db, request.currentUserId, checked.changes, now());
    return { accessability_setting: accessibilitySettingPayload(row) };
  });
}
