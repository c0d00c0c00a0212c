/**
 * The database schema: every table, as both engines, the app and drizzle-kit read it. One file
 * per area in `tables/`; better-auth's own tables in `auth-schema.ts`.
 */
export * from './auth-schema';
export * from './tables/learners';
export * from './tables/vocabulary';
export * from './tables/learning';
export * from './tables/billing';
export * from './tables/operations';
