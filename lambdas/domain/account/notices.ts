/**
 * The account's notices (OWASP ASVS 4.0.3 V2.2.3: tell the account of a change of how it signs in), as
 * fixed text: a notice event names only which one and whose account (decision 046), so nothing a
 * sender puts in it reaches a mail. The mail function renders it and looks the address up itself.
 */
export const NOTICE_KINDS = ['passwordChanged', 'twoFactorOn', 'twoFactorOff'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const notYou = (appUrl?: string) =>
  `If it was not you, sign in${appUrl ? ` at ${appUrl}` : ''} and choose "Forgot password?" to set a new password now.`;

const NOTICES: Record<NoticeKind, (appUrl?: string) => { subject: string; text: string }> = {
  passwordChanged: (appUrl) => ({
    subject: 'Your Stride password was changed',
    text: [
      // The account function signs every session out at Cognito after the change (AdminUserGlobalSignOut):
      // no device can renew its session, and each stops within the hour its last sign-in token lasts.
      'The password of your Stride account was just changed, and every device signed in to it was signed out: each needs the new password to sign in again within the hour.',
      notYou(appUrl),
    ].join('\n\n'),
  }),
  twoFactorOff: (appUrl) => ({
    subject: 'Two-step verification was turned off',
    text: [
      'Two-step verification was just turned off for your Stride account: signing in now needs only the password.',
      notYou(appUrl),
      'Then turn two-step verification on again in Settings.',
    ].join('\n\n'),
  }),
  twoFactorOn: (appUrl) => ({
    subject: 'Two-step verification is on',
    text: [
      'Two-step verification was just turned on for your Stride account: signing in now also asks for a code from your authenticator app.',
      notYou(appUrl),
    ].join('\n\n'),
  }),
};

/** The subject and text of a notice, with a link to the app when its address is known. */
export const noticeMail = (kind: NoticeKind, appUrl?: string) => NOTICES[kind](appUrl);
