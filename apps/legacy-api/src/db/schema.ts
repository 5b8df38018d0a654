/**
 * Every table of every domain, composed in one module: drizzle-kit diffs this file against
 * drizzle/meta, and the database client is typed by it. Domain code imports its own schema.ts,
 * never this file, so a table's owner stays obvious.
 */
export * from '../accessibility/schema';
export * from '../auth/schema';
export * from '../avatar/schema';
export * from '../badges/schema';
export * from '../favourites/schema';
export * from '../flows/schema';
export * from '../journal/schema';
export * from '../notes/schema';
export * from '../progress/schema';
export * from '../public/schema';
export * from '../software/schema';
export * from '../steps/schema';
export * from '../study-tools/schema';
export * from '../support/schema';
export * from '../tutorials/schema';
export * from '../user-info/schema';
export * from '../users/schema';
export * from '../wellbeing/schema';
