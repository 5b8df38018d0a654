import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns';
import { userRef } from '../users/schema';

export const avatars = pgTable('avatars', {
  id: id(),
  userId: userRef().unique(),
  large: text('large').notNull(),
  medium: text('medium').notNull(),
  createdAt: createdAt(),
});
