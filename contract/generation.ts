/**
 * The timing of roadmap generation, shared by the stack (the generator's timeout), the generator (its
 * provider deadline and the lease it holds on a goal), the API (when a goal still generating counts as
 * stuck) and the web (how long it waits). Each figure exceeds the one before it, so a goal is only ever
 * handed to a new attempt once the run that held it is certainly over (Lambda ends a function at its
 * timeout).
 */
export const GENERATION_TIMING = {
  /** How long the AI provider may take, leaving the run time to record a failure. */
  providerDeadlineMs: 4.5 * 60_000,
  /** The generator function's timeout (lib/roadmap.ts). */
  functionTimeoutMs: 5 * 60_000,
  /** How long one run holds a goal it claimed. */
  leaseMs: 5.5 * 60_000,
  /** A goal generating for longer is stuck: Retry, or a replayed create, starts a new attempt. */
  stuckAfterMs: 6 * 60_000,
} as const;

/**
 * Whether generation that began at `startedAt` (ISO) is stuck at `now` (ms): the server then accepts
 * Retry, and the web stops waiting and offers it — one rule, so the two never disagree.
 */
export function generationStuck(startedAt: string, now = Date.now()): boolean {
  const began = Date.parse(startedAt);
  return Number.isFinite(began) && now - began >= GENERATION_TIMING.stuckAfterMs;
}

/**
 * A week's review summed up by the AI provider (decision 045): its own function, deadline and
 * concurrency, so summaries never hold the slots or the minutes plan generation needs.
 */
export const SUMMARY_TIMING = {
  /** How long the model may take to sum up a week: it is read later, never waited for. */
  deadlineMs: 30_000,
  /** The summariser function's timeout (lib/roadmap.ts): the deadline and time to keep the summary. */
  functionTimeoutMs: 40_000,
  /** Answering a week again within this long asks for no new summary (and counts nothing). */
  againAfterMs: 10 * 60_000,
} as const;
