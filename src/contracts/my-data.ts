import { z } from 'zod';

/** Bounds of a remembered fact, for the settings screen and the tutor's set_memory alike. */
export const MEMORY_KEY_MAX = 64;
export const MEMORY_VALUE_MAX = 200;

/** One fact the tutor remembers about the learner (set_memory), as the learner sees it. */
export const memorySchema = z.object({
  key: z.string(),
  value: z.string(),
  updatedAt: z.string(),
});
export type Memory = z.infer<typeof memorySchema>;

/** `GET /api/me/memories`: exactly what the tutor's next session is given, oldest first. */
export const memoriesResponseSchema = z.object({ memories: z.array(memorySchema) });

/** `PUT /api/me/memories/:key`. */
export const putMemorySchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, 'Please enter what the tutor should remember.')
    .max(MEMORY_VALUE_MAX, `must be at most ${MEMORY_VALUE_MAX} characters`),
});

/** `DELETE /api/me`: the account is deleted only with the learner's password. */
export const deleteAccountSchema = z.object({
  /** Needed when the account has a password; a Google-only account confirms by signing in again. */
  password: z
    .string()
    .min(1, 'Please enter your password.')
    .max(200, 'must be at most 200 characters')
    .optional(),
});

/** `GET /api/me/export`: every row the app keeps about the learner, table by table. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  userId: z.string(),
  /** Secrets (password hashes, session and OAuth tokens) are left out. */
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
