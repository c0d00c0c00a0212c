import { eq, sql, type SQL } from 'drizzle-orm';
import {
  PREFERENCE_KEYS,
  readSettings,
  type Settings,
  type SettingsPatch,
} from '../../../contracts/settings';
import type { Database } from '../../db/client';
import { users, type DailyGoal, type DailyTarget } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { applySchedulerChoice } from '../vocabulary/scheduler-switch';
import type { UserRow } from './repository';
import type { SessionUser } from './service';

/** The settings screen's reads and writes on the user document (`preferences`, `dailyGoal`, `dailyTargets`). */
export function createSettingsService(deps: {
  db: Database;
  ensureDocument: (user: SessionUser) => Promise<UserRow>;
}) {
  const { db, ensureDocument } = deps;

  return {
    async get(user: SessionUser): Promise<{ settings: Settings; row: UserRow }> {
      const row = await ensureDocument(user);
      return { settings: readSettings(row), row };
    },

    /** Applies a change. Preferences are merged inside the database, so two quick toggles never undo each other. */
    async update(user: SessionUser, patch: SettingsPatch): Promise<{ settings: Settings; row: UserRow }> {
      const current = await ensureDocument(user);
      const preferences: Record<string, unknown> = {};
      for (const key of PREFERENCE_KEYS) if (patch[key] !== undefined) preferences[key] = patch[key];
      const set: { updatedAt: Date; preferences: SQL; dailyGoal?: DailyGoal; dailyTargets?: DailyTarget[] } =
        {
          updatedAt: new Date(),
          preferences: sql`coalesce(${users.preferences}, '{}'::jsonb) || ${JSON.stringify(preferences)}::jsonb`,
        };
      if (patch.dailyGoal !== undefined) {
        set.dailyGoal = { minutes: patch.dailyGoal, type: 'time' };
        // The daily-minutes target follows the goal; minutes already done today are kept.
        const others = current.dailyTargets.filter((target) => target.type !== 'daily_minutes');
        const done = current.dailyTargets.find((target) => target.type === 'daily_minutes')?.current ?? 0;
        const daily: DailyTarget = { type: 'daily_minutes', target: patch.dailyGoal, current: done };
        set.dailyTargets = [...others, daily];
      }
      const rows = await db.update(users).set(set).where(eq(users.uid, user.id)).returning();
      const row = rows[0];
      if (!row) throw notFound('User not found');
      const settings = readSettings(row);
      // A change of scheduler or retention moves every card onto it (ADR 0030).
      if (patch.scheduler !== undefined || patch.desiredRetention !== undefined) {
        await applySchedulerChoice(db, user.id, settings);
      }
      return { settings, row };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
