import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns';
import { userRef } from '../users/schema';

export const softwares = pgTable('softwares', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  description: text('description'),
  groupName: text('group_name'),
  assistive: boolean('assistive').notNull().default(true),
  createdAt: createdAt(),
});

export const userSoftwares = pgTable(
  'user_softwares',
  {
    userId: userRef(),
    softwareId: integer('software_id')
      .notNull()
      .references(() => softwares.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.softwareId] })],
);
