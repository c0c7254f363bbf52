/**
 * What every request passes before its use case (decision 034): the account's guard read once, the
 * per-user rate admitted by the same read, and writes refused for an account being deleted.
 */
export { admitRequest, assertAccountLive } from '../store/account-guard';
