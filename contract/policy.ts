/**
 * Policies that more than one part of Stride enforces, written once: the user pool and the sign-up
 * form share the password policy; CloudFront and the local web server send the same security headers;
 * the API's handlers, API Gateway's preflight and the local gateway answer CORS alike.
 */

/**
 * The password policy of the user pool (deployed and local) and of the sign-up form: length, not
 * composition. OWASP ASVS 4.0.3 V2.1.1 asks for at least 12 characters and V2.1.9 for no rules on
 * character types (as does NIST SP 800-63B 5.1.1.2): forced composition makes passwords predictable, not
 * strong. Cognito allows up to 256 characters.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: false,
  requireUppercase: false,
  requireDigits: false,
  requireSymbols: false,
} as const;

/** The policy in words, for the form's hint and its error. */
export const PASSWORD_RULE = `At least ${PASSWORD_POLICY.minLength} characters. A few unrelated words make a strong password that is easy to remember.`;

/** Whether `password` meets the policy as Cognito checks it. */
export function meetsPasswordPolicy(password: string): boolean {
  const p = PASSWORD_POLICY;
  return (
    password.length >= p.minLength &&
    (!p.requireLowercase || /[a-z]/.test(password)) &&
    (!p.requireUppercase || /[A-Z]/.test(password)) &&
    (!p.requireDigits || /\d/.test(password)) &&
    (!p.requireSymbols || /[^A-Za-z0-9]/.test(password))
  );
}

/** The security headers' settings; `securityHeaders` renders them, CloudFront's policy is built from them. */
export const SECURITY = {
  hstsMaxAgeSeconds: 365 * 24 * 60 * 60,
  hstsIncludeSubdomains: true,
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;

/**
 * The Content-Security-Policy of the web app. `connectOrigins` are the origins the page talks to
 * besides its own: Cognito and its hosted domain (deployed), the gateway and cognito-local (local).
 */
export function contentSecurityPolicy(connectOrigins: readonly string[]): string {
  const extra = connectOrigins.length ? ` ${connectOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // Google profile pictures, for accounts that sign in with Google.
    "img-src 'self' data: https://*.googleusercontent.com",
    `connect-src 'self'${extra}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extra}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header the web app is served with, by name. */
export function securityHeaders(connectOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(connectOrigins),
    'Strict-Transport-Security': `max-age=${SECURITY.hstsMaxAgeSeconds}${SECURITY.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': SECURITY.frameOptions,
    'Referrer-Policy': SECURITY.referrerPolicy,
  };
}

/** What a cross-origin caller of the API may send (the web app calls it cross-origin only locally). */
export const CORS = {
  allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  maxAgeSeconds: 600,
} as const;

/** CORS headers of an API answer to `origin`: none unless it is allowed (`*` allows any). */
export function corsHeaders(
  origin: string | undefined,
  allowedOrigins: readonly string[],
  { preflight = false } = {},
): Record<string, string> {
  const allowed = allowedOrigins.includes('*') ? '*' : origin && allowedOrigins.includes(origin) ? origin : undefined;
  if (!allowed) return {};
  return {
    'Access-Control-Allow-Origin': allowed,
    ...(allowed !== '*' && { Vary: 'Origin' }),
    // A download's name (GET /export) is read by the web app from another origin in development.
    'Access-Control-Expose-Headers': 'Content-Disposition',
    ...(preflight && {
      'Access-Control-Allow-Headers': CORS.allowHeaders.join(', '),
      'Access-Control-Allow-Methods': CORS.allowMethods.join(', '),
      'Access-Control-Max-Age': String(CORS.maxAgeSeconds),
    }),
  };
}
