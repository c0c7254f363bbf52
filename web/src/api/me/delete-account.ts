import { api } from '@/lib/api';

/** Deletes all of the caller's data and the Cognito user (the caller signs out after). */
export function deleteAccountData(): Promise<void> {
  return api('me.delete');
}
