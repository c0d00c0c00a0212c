import { text, timestamp } from 'drizzle-orm/pg-core';
import { authUser } from '../auth-schema';

/** A timestamp with time zone, as every table keeps them. */
export const ts = (name?: string) =>
  name ? timestamp(name, { withTimezone: true }) : timestamp({ withTimezone: true });

/** The learner a row belongs to; it goes with their account. */
export const owner = () =>
  text()
    .notNull()
    .references(() => authUser.id, { onDelete: 'cascade' });
