import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreateGoalRequest } from '@contract';
import { api } from '@/lib/api';
import { keys } from '../keys';

/**
 * What the plan for these answers will be (POST /goals/preview): the planner's arithmetic, so the same
 * answers always give the same preview. While new answers are asked about, the last preview stays.
 */
export function usePlanPreview(body: CreateGoalRequest, enabled: boolean) {
  // The start date does not change the plan: leave it out of the key, so picking a day asks nothing.
  const asked = { ...body, ...(body.schedule && { schedule: { ...body.schedule, startDate: undefined } }) };
  return useQuery({
    queryKey: keys.planPreview(asked),
    queryFn: () => api('goals.preview', { body }),
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
