import * as z from 'zod/mini';
import { isTimeZone } from '../schedule';
import { PASSWORD_POLICY, meetsPasswordPolicy } from '../policy';
import { requiredText } from './base';

/** The signed-in user's own account: name, email, password, two-factor, reminders. */

const PASSWORD_RULE_LOWER = `must have at least ${PASSWORD_POLICY.minLength} characters`;

export const updateProfileSchema = z.strictObject({ name: requiredText(100) });

/** PUT /me/email: the address to change to (a code is sent there; RFC 5321 caps an address at 254). */
export const changeEmailSchema = z.strictObject({
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(254, 'must be at most 254 characters'),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address like name@example.com'),
    ),
});

/**
 * PUT /me/password: the current password, the new one (the pool's policy), and the session's access
 * token, which Cognito's ChangePassword takes (it checks the current password itself).
 */
export const changePasswordSchema = z.strictObject({
  currentPassword: requiredText(256),
  newPassword: z.string().check(z.maxLength(256), z.refine(meetsPasswordPolicy, PASSWORD_RULE_LOWER)),
  accessToken: requiredText(8192),
});

/** PUT /me/two-factor: on (after the authenticator app was verified) or off. */
export const twoFactorSchema = z.strictObject({ enabled: z.boolean({ error: 'must be true or false' }) });

/** PUT /me/reminders: on or off, the hour (0–23) and the time zone it is meant in. */
export const reminderSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  hour: z.number().check(z.int(), z.minimum(0, 'must be an hour from 0 to 23'), z.maximum(23, 'must be an hour from 0 to 23')),
  timeZone: z.string().check(z.maxLength(64), z.refine(isTimeZone, 'must be a time zone like Europe/Berlin')),
  weekly: z.optional(z.boolean()),
});
