import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Feel, RouteResponse } from '@contract';
import { api } from '@/lib/api';
import { keys } from '../keys';

/** The goal's ended weeks in numbers, newest first, with the answers given. */
export function useWeekReviews(goalId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: keys.reviews(goalId),
    queryFn: () => api('goals.reviews', { params: { goalId } }).then((r) => r.reviews),
    enabled,
  });
}

/** Answers how a week felt (again, to change it); the list follows, and the goal (a change may wait beside its plan). */
export function useAnswerReview(goalId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ week, feel, note }: { week: number; feel: Feel; note?: string }) =>
      api('goals.review', { params: { goalId, week: String(week) }, body: { feel, ...(note && { note }) } }).then((r) => r.review),
    onSuccess: (review) => {
      client.setQueryData<RouteResponse<'goals.reviews'>['reviews']>(keys.reviews(goalId), (list) =>
        list?.map((r) => (r.week === review.week ? review : r)),
      );
      // The goal (a change may now wait beside its plan) and Home's list (the review no longer due).
      void client.invalidateQueries({ queryKey: keys.goal(goalId), exact: true });
      void client.invalidateQueries({ queryKey: keys.goals, exact: true });
    },
  });
}
