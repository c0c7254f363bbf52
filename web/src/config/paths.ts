/** Every route of the app: the only place a route string is written (the auth redirects come from the contract). */
import { AUTH_ROUTES } from '@contract';

export const paths = {
  root: '/',
  signIn: AUTH_ROUTES.signOut,
  authCallback: AUTH_ROUTES.callback,
  unauthorized: '/unauthorized',
  emailSignIn: '/auth/email-signin',
  password: '/auth/password',
  verify: '/auth/verify',
  signUp: '/auth/signup',
  resetPassword: '/auth/reset-password',
  onboardingEmail: '/onboarding/email',
  onboardingName: '/onboarding/name',
  onboardingPassword: '/onboarding/password',
  goals: '/onboarding/goals',
  /** A category's options; `slug` is any of the category's slugs (both readings of the spec). */
  category: (slug: string) => `/onboarding/goals/${slug}`,
  categoryLegacy: (slug: string) => `/onboarding/${slug}`,
  questionnaire: (slug: string, option: string) => `/onboarding/goals/${slug}/${option}`,
  home: '/home',
  history: '/history',
  settings: '/settings',
  support: '/support',
  /** A reminder's unsubscribe link: `?token=`. Works signed in or not. */
  unsubscribe: '/unsubscribe',
  goal: (goalId: string) => `/goal/${encodeURIComponent(goalId.replace(/^goal#/i, ''))}`,
} as const;

/** Route patterns for the router. */
export const patterns = {
  category: '/onboarding/goals/:category',
  categoryLegacy: '/onboarding/:category',
  questionnaire: '/onboarding/goals/:category/:option',
  goal: '/goal/:goalId',
} as const;
