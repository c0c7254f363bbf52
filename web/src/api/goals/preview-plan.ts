import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { weekdayOf, type CreateGoalRequest } from '@contract';
import { api, ApiError } from '@/lib/api';
import { keys } from '../keys';

/** How long answers rest before the preview asks about them: typing a number asks once, not per key. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The value is compared by its JSON: a new object with the same answers asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/**
 * What the plan for these answers will be (POST /goals/preview): the planner's arithmetic, so the same
 * answers always give the same preview. Asked once the answers settle; while new answers are asked
 * about, the last preview stays. `limited` says the previews' own limit was reached (a 429).
 */
export function usePlanPreview(body: CreateGoalRequest, enabled: boolean) {
  const settled = useSettled(body, PREVIEW_DEBOUNCE_MS);
  // The start date changes the plan only through the weekday its weeks start on (decision 055).
  const asked = {
    ...settled,
    ...(settled.schedule && { schedule: { ...settled.schedule, startDate: weekdayOf(settled.schedule.startDate) } }),
  };
  const query = useQuery({
    queryKey: keys.planPreview(asked),
    queryFn: () => api('goals.preview', { body: settled }),
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status === 429) && count < 1,
  });
  const limited = query.error instanceof ApiError && query.error.status === 429;
  return { ...query, limited };
}
