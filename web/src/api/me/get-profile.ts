import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keys } from '../keys';

/** GET /me, read once for the profile and the streak. */
const useMe = <T>(select: (me: Awaited<ReturnType<typeof api<'me.get'>>>) => T) =>
  useQuery({ queryKey: keys.me, queryFn: () => api('me.get'), select });

export const useProfile = () => useMe((me) => me.profile);

export const useStreak = () => useMe((me) => me.streak);
