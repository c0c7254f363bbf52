import { clock, distanceOf, raceIn, riegel } from './paces';

/**
 * A wheelchair racer's paces (decision 398): the goal's pace a kilometre is its time over its distance, and a recent
 * time's pace the same, both said as a racer reads them on a chair's speed sensor or a known loop. Daniels' VDOT is
 * the oxygen cost of running and is not used for a push; Riegel's formula (American Scientist 1981, fitted to
 * running) turns a recent time at another distance into a rough prediction, said as rough.
 */
export interface PushPlan {
  /** The sentence for the plan's description. */
  say: string;
  /** `{goalpace}` the pace the goal asks, `{nowpace}` today's from the time they gave. */
  holes: Record<string, string>;
}

/** "under an hour", "in an hour and a half": the minutes a running time reader does not see. */
const hours = (words: string) => words.replace(/\ban hour and a half\b/gi, '90 minutes').replace(/\b(?:an|one) hour\b/gi, '60 minutes');

/** Minutes a km as a racer says it: 6 → "6:00 a km". */
const perKm = (minutes: number) => `${clock(minutes)} a km`;
/** A race time as said: "38 minutes", "1:24". */
const said = (minutes: number) =>
  minutes <= 60 ? `${Math.round(minutes)} minutes` : `${Math.floor(minutes / 60)}:${String(Math.round(minutes % 60)).padStart(2, '0')}`;

export function pushPaceFor(currentWords: string, targetWords: string): PushPlan | undefined {
  const now = raceIn(hours(currentWords));
  const named = raceIn(hours(targetWords));
  // A distance with no time ("a half marathon in my racing chair") aims at what a recent time predicts for it.
  const over = named ? undefined : distanceOf(targetWords);
  const goal = named ?? (now && over ? { ...over, minutes: riegel(now, over.metres) } : undefined);
  if (!goal && !now) return undefined;
  const km = (r: { metres: number }) => r.metres / 1000;
  const holes: Record<string, string> = {
    ...(goal && { goalpace: `${perKm(goal.minutes / km(goal))} (the ${goal.name} in ${said(goal.minutes)})` }),
    ...(now && { nowpace: `today's is ${perKm(now.minutes / km(now))}, from your ${now.name} in ${said(now.minutes)}` }),
  };
  const aim = goal ? `The ${goal.name} in ${said(goal.minutes)} is ${perKm(goal.minutes / km(goal))} on your sensor or a known loop.` : '';
  if (now && goal && !named)
    return {
      holes,
      say: `Your ${now.name} in ${said(now.minutes)} predicts about ${said(goal.minutes)} for the ${goal.name} (Riegel's formula, made for running: a rough guide for a push), ${perKm(goal.minutes / km(goal))}: the block's race pace, which the week-5 time trial checks.`,
    };
  if (!now || !goal) return { holes, say: aim };
  const predicted = now.metres === goal.metres ? now.minutes : riegel(now, goal.metres);
  const faster = Math.round((1 - goal.minutes / predicted) * 100);
  const from =
    now.metres === goal.metres
      ? ` Your ${now.name} in ${said(now.minutes)} is ${perKm(now.minutes / km(now))}`
      : ` Your ${now.name} in ${said(now.minutes)} predicts about ${said(predicted)} for the ${goal.name} (Riegel's formula, made for running: a rough guide for a push)`;
  const gap =
    faster <= 0
      ? ': the goal is within reach of what you push today, so the block holds its pace and races it evenly.'
      : faster <= 5
        ? `: the goal is ${faster}% faster, what an 8-week block can bring; the week-5 time trial shows it.`
        : `: the goal is ${faster}% faster, more than one 8-week block usually brings, so this block trains towards it and the week-5 time trial says what the next block aims at.`;
  return { holes, say: `${aim}${from}${gap}` };
}
