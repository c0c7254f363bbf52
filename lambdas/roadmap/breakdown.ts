import { LIMITS } from '../../contract';

/**
 * Breaks a task into 2–6 checklist steps, offline and at once (decision 019). A planned task's text is
 * its curriculum entry, written as a coach would: a title that names the work and its quantity
 * ("Flashcards: 15 verbs in the imparfait", "Split squats: 3 × 11 each leg") and a description that
 * says how. The steps follow that text:
 * - work counted in sets becomes one step a set ("Set 2 of 3: 11 each leg");
 * - a count of things becomes two to four even parts ("Verbs 6–10");
 * - otherwise the description's instructions, one step each, in the order they are done: what prepares
 *   the work ("Wear the shoes you will run in", "Warm up…") first, then the rest as written;
 * - and a task with too little text to split (a user's own "Call the bank") gets the generic shape of
 *   any piece of work: get set up, do it, note what is done and what comes next.
 * The task's title and description stay on the task, shown above its steps, so no step repeats the title.
 */

export interface BreakdownSource {
  title: string;
  description?: string;
  estimatedMinutes?: number;
}

const MAX_STEPS = LIMITS.subtasks.max;
const STEP_LIMIT = LIMITS.title;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The description's instructions: its sentences, and within one, the parts joined by "; " or ", then " (kept: "Then run…"). */
export function instructions(description: string): string[] {
  return description
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"‘(¿¡])/)
    .flatMap((sentence) => sentence.split(/;\s+|,\s+(?=then\s)/i))
    .map((part) => capitalize(part.trim().replace(/[.;,]+$/, '')))
    .filter((part) => part.split(/\s+/).length >= 2);
}

/** "Split squats: 3 × 11 each leg" → one step per set (2 to 6 sets). */
function sets(title: string): string[] | undefined {
  const match = /(?:^|[\s:])([2-6])\s*[×x]\s*(\S.*)$/.exec(title);
  if (!match) return undefined;
  const n = Number(match[1]);
  const each = match[2]!.replace(/^\((.*)\)$/, '$1').trim();
  return Array.from({ length: n }, (_, i) => `Set ${i + 1} of ${n}: ${each}`);
}

const NOT_THINGS = /^(?:min|minutes?|mins|s|sec|secs|seconds?|h|hrs?|hours?|days?|weeks?|times?|rounds?|sets?|reps?|x|×)$/i;
const STOP =
  /^(?:with|from|in|into|of|about|for|to|on|at|around|as|like|over|under|than|each|you|your|a|an|the|that|which|this|these|those|it|per|by)$/i;

/** "15 verbs in the imparfait" → 15 and "verbs"; undefined for a length of time or too small a count. */
function countOf(title: string): { count: number; things: string } | undefined {
  for (const match of title.matchAll(/(?:^|[\s:(])(\d{1,3})\s+([\p{L}][\p{L}’'-]*(?:\s+[\p{L}][\p{L}’'-]*){0,2})/gu)) {
    const count = Number(match[1]);
    const words = match[2]!.split(/\s+/);
    if (NOT_THINGS.test(words[0]!)) continue;
    const stop = words.findIndex((w) => STOP.test(w));
    const things = words.slice(0, stop === -1 ? words.length : stop).join(' ');
    // "Write 150 words" is a length, not 150 things to tick off.
    const isLength = /^words?$/i.test(things) && /\bwrit/i.test(title);
    if (count >= 6 && count <= 500 && things && !isLength) return { count, things };
  }
  return undefined;
}

/** "15 verbs" → "Verbs 1–5", "Verbs 6–10", "Verbs 11–15": two to four even parts. */
function parts(title: string): string[] | undefined {
  const found = countOf(title);
  if (!found) return undefined;
  const n = Math.max(2, Math.min(4, Math.ceil(found.count / 5)));
  const size = Math.ceil(found.count / n);
  const steps: string[] = [];
  for (let from = 1; from <= found.count; from += size) {
    steps.push(`${capitalize(found.things)} ${from}–${Math.min(found.count, from + size - 1)}`);
  }
  return steps;
}

/** What gets the work ready, done before it whatever order the description says it in. */
const PREPARES = /^(?:wear|put on|warm up|set up|lay out|before)\b/i;

/** Steps for a task with little text: the generic shape of any piece of work, around what the text says. */
function generic({ estimatedMinutes }: BreakdownSource, middle: string[]): string[] {
  const setUp = `Get what you need at hand${estimatedMinutes ? ` and set a timer for ${estimatedMinutes} minutes` : ''}`;
  const work = middle.length ? middle : [estimatedMinutes ? 'Work on it until the timer ends' : 'Do it from start to finish'];
  return [setUp, ...work, 'Note what you finished and the next step'];
}

/** 2–6 steps of the task, in order, each at most LIMITS.title characters, none repeated and none its title. */
export function breakDownTask(task: BreakdownSource): string[] {
  const title = task.title.trim();
  const split = sets(title) ?? parts(title);
  if (split) return split;
  const said = [...new Set(instructions(task.description ?? ''))].filter(
    (step) => step.length <= STEP_LIMIT && step.toLowerCase() !== title.toLowerCase(),
  );
  const steps = [...said.filter((s) => PREPARES.test(s)), ...said.filter((s) => !PREPARES.test(s))].slice(0, MAX_STEPS);
  return steps.length >= LIMITS.subtasks.min ? steps : generic(task, steps);
}
