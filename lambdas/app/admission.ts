import type { RouteDef } from '../../contract/routes';
import { admitRequest } from '../store/account-guard';

/**
 * What every request passes before its use case (decisions 034, 047): one conditional update of one of
 * the account's counters, which counts it against its own minute and refuses it once the account was
 * deleted. Reads have their own, higher share, and count on an item of their own; a read as costly as
 * a write (the export) is counted as a write; `DELETE /me` — served after its own deletion mark, so an
 * interrupted deletion can be finished — counts on a counter the mark does not stop.
 */
export interface Limits {
  /** Writes (and reads admitted as writes) per minute. */
  writesPerMinute: number;
  readsPerMinute: number;
}

/** Each deletion is two Cognito admin calls, an event, a queue message and a sweep: a few a minute finish any. */
export const DELETIONS_PER_MINUTE = 3;

/** About two previews a second, all minute long: more than answers change while typing (the web asks once they rest), far less than a script. */
export const PREVIEWS_PER_MINUTE = 120;

export type Admission = 'read' | 'write' | 'deletion' | 'previews';

/** How a route is admitted. */
export function admissionOf(route: RouteDef): Admission {
  if (route.duringDeletion) return 'deletion';
  // A preview writes nothing and is asked as the person types: its own count, never their writes.
  if (route.ownLimit) return route.ownLimit.name;
  if (route.method === 'GET' && route.admittedAs !== 'write') return 'read';
  return 'write';
}

export function admit(userId: string, as: Admission, limits: Limits): Promise<void> {
  if (as === 'previews') return admitRequest(userId, PREVIEWS_PER_MINUTE, new Date(), 'previews');
  if (as === 'deletion') return admitRequest(userId, DELETIONS_PER_MINUTE, new Date(), 'deletions');
  if (as === 'read') return admitRequest(userId, limits.readsPerMinute, new Date(), 'reads');
  return admitRequest(userId, limits.writesPerMinute);
}
