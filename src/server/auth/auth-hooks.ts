import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { z } from 'zod';
import { authProfileSchema, displayNameSchema, profileImageSchema } from '../../contracts/account';

/** A 400 naming the first bad field, in the same `field: problem` form as the app's own routes. */
function badProfile(error: z.ZodError): APIError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'body';
  return new APIError('BAD_REQUEST', {
    message: `${field}: ${issue?.message ?? 'is not valid'}`,
    code: 'invalid-request',
  });
}

/** Checks name and image the way the app's own profile routes do; throws a 400 otherwise. */
function checkProfileFields(fields: Record<string, unknown>): { name?: string; image?: string | null } {
  const picked: Record<string, unknown> = {};
  if ('name' in fields && fields.name !== undefined) picked.name = fields.name;
  if ('image' in fields && fields.image !== undefined) picked.image = fields.image;
  const parsed = authProfileSchema.safeParse(picked);
  if (!parsed.success) throw badProfile(parsed.error);
  return parsed.data;
}

/**
 * Before better-auth's own endpoints: profile fields are validated on sign-up and `/update-user`
 * (a null or 100,000-character name, any `image`), and changing the password always ends the
 * learner's other sessions, whichever client asks.
 */
export const requestHooks = createAuthMiddleware(async (ctx) => {
  if (ctx.path === '/update-user' || ctx.path === '/sign-up/email') {
    const body: unknown = ctx.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new APIError('BAD_REQUEST', { message: 'body: must be a JSON object' });
    const checked = checkProfileFields(body as Record<string, unknown>);
    return { context: { body: { ...body, ...checked } } };
  }
  if (ctx.path === '/change-password') {
    return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
  }
  return undefined;
});

type UserFields = Record<string, unknown> & { name?: unknown; image?: unknown };

/**
 * The backstop where every user write passes (email sign-up, Google, server calls): an update
 * with a bad name or image is refused; an account created from a provider's profile keeps a
 * trimmed name and drops an image that is not an http(s) address, so sign-in never fails on them.
 */
export const profileHooks = {
  user: {
    create: {
      before: async (user: UserFields) => {
        const name = displayNameSchema.safeParse(user.name);
        const image = profileImageSchema.safeParse(user.image ?? null);
        return {
          data: {
            ...user,
            name: name.success
              ? name.data
              : String(user.name ?? '')
                  .trim()
                  .slice(0, 80),
            image: image.success ? image.data : null,
          },
        };
      },
    },
    update: {
      before: async (user: UserFields): Promise<void> => {
        checkProfileFields(user);
      },
    },
  },
};
