/** A person's streak as GET /me answers it (lambdas/domain/history/streak.ts counts it). */
export interface Streak {
  /** Days in the current streak (today included when something was done today). */
  current: number;
  longest: number;
  /** Freezes this month has left. */
  freezesLeft: number;
  /** The dates this month on which a freeze kept the streak, oldest first. */
  frozen: string[];
}
