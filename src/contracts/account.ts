import { z } from 'zod';

/** product.md#validation, product.md#limits: password minimum length 6. */
export const PASSWORD_MIN_LENGTH = 6;

export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address first')
    .email('Please enter a valid email address.'),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, 'Password should be at least 6 characters long.')
    .max(128, 'Password must be at most 128 characters long.'),
  /** "Keep me signed in": a persistent cookie when true, a browser-session cookie when false. */
  rememberMe: z.boolean().default(true),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const passwordResetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address first')
    .email('Please enter a valid email address'),
});

export const passwordResetSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete. Please request a new one.'),
  newPassword: credentialsSchema.shape.password,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password.'),
  newPassword: credentialsSchema.shape.password,
});

export const continueResponseSchema = z.object({
  created: z.boolean(),
  userId: z.string(),
});

/** Longest display name, wherever it enters (better-auth's `name` becomes `displayName`). */
export const DISPLAY_NAME_MAX_LENGTH = 80;
/** Longest profile picture address. */
export const IMAGE_URL_MAX_LENGTH = 2048;

export const displayNameSchema = z
  .string({ message: 'must be text' })
  .trim()
  .max(DISPLAY_NAME_MAX_LENGTH, `must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`);

export const profileImageSchema = z
  .string({ message: 'must be an http(s) address or null' })
  .max(IMAGE_URL_MAX_LENGTH, `must be at most ${IMAGE_URL_MAX_LENGTH} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be an http(s) address')
  .nullable();

/** The profile fields better-auth accepts on sign-up and `/update-user`: nothing else. */
export const authProfileSchema = z.object({ name: displayNameSchema, image: profileImageSchema }).partial();

/** GET /api/config: what the sign-in screen needs to know before anyone signs in. */
export const serverConfigSchema = z.object({ googleSignIn: z.boolean() });

/** The account flows' answer: a sentence for the learner (reset sent, password changed …). */
export const messageResponseSchema = z.object({ message: z.string() });
