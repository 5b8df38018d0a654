import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();
const userRef = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const USER_TYPES = ['student', 'professional'] as const;
export const SIGN_UP_TYPES = ['dsa_licence', 'institution'] as const;
export const KNOWLEDGE_LEVELS = ['beginner', 'medior', 'expert'] as const;
export const FONT_FAMILIES = ['Default', 'Comic Sans', 'Open-Dyslexic'] as const;
export const EDITIONS = ['study', 'pro'] as const;

/** SQL `IN (...)` list for check constraints; values are our own constants, never user input. */
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

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

/** `id` is the SHA-256 of the cookie token, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const licenceKeys = pgTable('licence_keys', {
  id: id(),
  key: text('key').notNull().unique(),
  usedByUserId: integer('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

export const institutions = pgTable(
  'institutions',
  {
    id: id(),
    name: text('name').notNull(),
    domain: text('domain').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [check('institutions_domain_lowercase', sql`${table.domain} = lower(${table.domain})`)],
);

/** Shared shape of single-use mailed tokens; only the SHA-256 digest is stored. */
const tokenColumns = () => ({
  id: id(),
  userId: userRef(),
  digest: text('digest').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

export const confirmationTokens = pgTable('confirmation_tokens', tokenColumns(), (table) => [
  index('confirmation_tokens_user_id_idx').on(table.userId),
]);

export const resetPasswordTokens = pgTable('reset_password_tokens', tokenColumns(), (table) => [
  index('reset_password_tokens_user_id_idx').on(table.userId),
]);

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

const level = (name: string) => text(name, { enum: KNOWLEDGE_LEVELS });
const LEVEL_COLUMNS = [
  'as_technology_level',
  'essay_writing_level',
  'presentations_level',
  'lectures_level',
  'reading_level',
  'organisation_level',
  'revision_level',
] as const;

export const userInfos = pgTable(
  'user_infos',
  {
    id: id(),
    userId: userRef().unique(),
    courseStarted: integer('course_started'),
    courseEnds: integer('course_ends'),
    courseName: text('course_name'),
    asTechnologyLevel: level('as_technology_level'),
    essayWritingLevel: level('essay_writing_level'),
    presentationsLevel: level('presentations_level'),
    lecturesLevel: level('lectures_level'),
    readingLevel: level('reading_level'),
    organisationLevel: level('organisation_level'),
    revisionLevel: level('revision_level'),
    /** 1–5 per study area, keyed by snake_case area name (essay_writing, lectures, …). */
    studyPriorities: jsonb('study_priorities').$type<Record<string, number>>(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () =>
    LEVEL_COLUMNS.map((column) =>
      check(`user_infos_${column}_check`, sql`${sql.identifier(column)} in (${oneOf(KNOWLEDGE_LEVELS)})`),
    ),
);

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

export const avatars = pgTable('avatars', {
  id: id(),
  userId: userRef().unique(),
  large: text('large').notNull(),
  medium: text('medium').notNull(),
  createdAt: createdAt(),
});

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

/** One row per successful sign-in (or licence sign-up); the login badge rules read it. */
export const logins = pgTable(
  'logins',
  {
    id: id(),
    userId: userRef(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('logins_user_id_at_idx').on(table.userId, table.at)],
);

/** A study flow (study edition) or learning path (Pro edition); GET /flows answers the edition's. */
export const flows = pgTable(
  'flows',
  {
    id: id(),
    edition: text('edition', { enum: EDITIONS }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    tabColor: text('tab_color').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('flows_edition_slug_key').on(table.edition, table.slug),
    check('flows_edition_check', sql`${table.edition} in (${oneOf(EDITIONS)})`),
  ],
);

export const learningModules = pgTable(
  'learning_modules',
  {
    id: id(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('learning_modules_flow_id_slug_key').on(table.flowId, table.slug)],
);

export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    learningModuleId: integer('learning_module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** Estimated time to work through the chapter; a module's remaining time is the sum of its chapters'. */
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chapters_learning_module_id_slug_key').on(table.learningModuleId, table.slug),
    check('chapters_duration_seconds_check', sql`${table.durationSeconds} >= 0`),
  ],
);
