/**
 * The page a signed-out visitor asked for, kept while they sign in (this tab only), so that signing in
 * lands on the link they opened — a goal's page, say — rather than always on Home.
 */
const KEY = 'stride.returnTo';

export function rememberReturnTo(path: string): void {
  sessionStorage.setItem(KEY, path);
}

/** The remembered page, once; only a path of this app (never another origin). */
export function takeReturnTo(): string | undefined {
  const path = sessionStorage.getItem(KEY) ?? undefined;
  sessionStorage.removeItem(KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
}
