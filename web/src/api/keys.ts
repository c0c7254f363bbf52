/** TanStack Query keys: one place, so every mutation invalidates exactly what it changes. */
export const keys = {
  goals: ['goals'] as const,
  goal: (id: string) => ['goals', id] as const,
  reviews: (id: string) => ['goals', id, 'reviews'] as const,
  personalTasks: ['personal-tasks'] as const,
  /** Under personalTasks, so whatever refreshes the list refreshes this too. */
  personalRecent: ['personal-tasks', 'recent'] as const,
  history: (filter: string) => ['history', filter] as const,
  historyAll: ['history'] as const,
  me: ['me'] as const,
  calendarFeed: ['calendar-feed'] as const,
  reminders: ['reminders'] as const,
  /** A preview depends on nothing stored: only on the answers it is asked about. */
  planPreview: (body: unknown) => ['plan-preview', body] as const,
};
