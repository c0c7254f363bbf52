import * as z from 'zod/mini';
import { NOTICE_KINDS } from '../../domain/account/notices';

/**
 * A notice's detail: whose account (the pool and Cognito's user name) and which notice — never an
 * address or text (decision 046). Any other field makes it no notice at all.
 */
export const noticeSchema = z.strictObject({
  userPoolId: z.string().check(z.regex(/^[\w-]+_[0-9a-zA-Z]+$/)),
  username: z.string().check(z.minLength(1), z.maxLength(128)),
  notice: z.enum(NOTICE_KINDS),
});
export type Notice = z.infer<typeof noticeSchema>;
