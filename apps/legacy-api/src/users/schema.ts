import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf } from '../db/columns';

export const USER_TYPES = ['student', 'professional'] as const;
export const SIGN_UP_TYPES = ['dsa_licence', 'institution'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    university: text('university'),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    signUpType: text('sign_up_type', { enum: SIGN_UP_TYPES }).notNull(),
    confirmedAt: at('confirmed_at'),
    softwareSelected: boolean('software_selected').notNull().default(false),
    isCalmRequested: boolean('is_calm_requested').notNull().default(false),
    wellbeings: text('wellbeings').array().notNull().default(sql`'{}'::text[]`),
    subscribedToUpdates: boolean('subscribed_to_updates').notNull().default(true),
    tosAcceptedAt: at('tos_accepted_at'),
    /** The IANA zone the learner's browser last signed in from; null: Europe/London (BDG-1 days). */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    // Lookups lowercase the address; the constraint makes sure no mixed-case row slips past them.
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_user_type_check', sql`${table.userType} in (${oneOf(USER_TYPES)})`),
    check('users_sign_up_type_check', sql`${table.signUpType} in (${oneOf(SIGN_UP_TYPES)})`),
  ],
);

/** The owning learner of a row in another domain's table: deleting the account deletes the row. */
export const userRef = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
