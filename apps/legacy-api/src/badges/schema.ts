import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns';
import { userRef } from '../users/schema';

export const userBadges = pgTable(
  'user_badges',
  {
    id: id(),
    userId: userRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_badges_user_id_name_key').on(table.userId, table.name)],
);
