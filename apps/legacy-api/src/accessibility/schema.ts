import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, oneOf } from '../db/columns';
import { userRef } from '../users/schema';

export const FONT_FAMILIES = ['Default', 'Comic Sans', 'Open-Dyslexic'] as const;

/** Named after the upstream payload key `accessability_setting` only in the serializer. */
export const accessibilitySettings = pgTable(
  'accessibility_settings',
  {
    userId: userRef().primaryKey(),
    backgroundColor: text('background_color'),
    fontColor: text('font_color'),
    subtitles: boolean('subtitles'),
    fontSize: integer('font_size'),
    fontFamily: text('font_family', { enum: FONT_FAMILIES }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('accessibility_settings_font_size_check', sql`${table.fontSize} between 0 and 10`),
    check('accessibility_settings_font_family_check', sql`${table.fontFamily} in (${oneOf(FONT_FAMILIES)})`),
  ],
);
