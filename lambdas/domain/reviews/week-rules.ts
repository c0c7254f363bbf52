import type { WeekChangeKind, WeekReview } from '../../../contract';

/**
 * The rules by which a week's review shapes the weeks after it (decision 036). Pure: the use case
 * (app/reviews/review-week.ts) says what kind of plan it is and what the week held, and decides afterwards
 * whether the change can be made (the next week not begun, no other change waiting).
 *
 * A change is never more than one step: the ended week once more, or a faster plan. Holding the load
 * is what the fields' own programmes say to do when a week went badly — NHS Couch to 5K: "you can
 * repeat any one of the weeks until you feel physically ready to move on"; Hal Higdon: missed
 * workouts are not made up by doubling; spaced-repetition practice (the Anki manual) adds new cards
 * only as fast as the reviews keep up. Speeding up is offered only after two easy weeks done in full,
 * and never by dropping a training plan's weeks (decision 028).
 */

/** How a plan grows (its curriculum's ladder): by weeks of training, by hours of study, or neither. */
export type PlanKind = 'training' | 'language' | 'study' | 'other';

export interface WeekFacts {
  kind: PlanKind;
  /** The ended week, answered. */
  review: WeekReview & { answer: NonNullable<WeekReview['answer']> };
  /** The week's tasks, as planned. */
  tasks: readonly { title: string; completed: boolean }[];
  /** The week before it, when it has ended too (with its answer, if it was given). */
  previous?: WeekReview;
}

export interface WeekRuling {
  kind: WeekChangeKind;
  why: string;
}

/** A training plan's sessions that carry the week: the long run, and Couch to 5K's numbered runs. */
const KEY_SESSION = /^(long run\b|run \d+\b)/i;
/** A language plan's review of what was learnt: flashcard decks, character and word reviews. */
const REVIEW_TASK = /\b(review|reviews|flashcards?|deck)\b/i;
/** Words that say the body hurts, not only that it worked. */
const PAIN = /\b(pain|painful|hurts?|hurting|injur\w*|sore|aches?|aching|niggles?|shin splints?|strain\w*)\b/i;

/** Days of the week with something left undone. */
const missedDays = (r: WeekReview) => r.planned.days - r.done.days;
const inFull = (r: WeekReview) => r.done.tasks === r.planned.tasks;

const ONCE_MORE = 'this week once more, rather than a step up the body is not ready for.';

/** A training week's key sessions missed, said whole for each case. */
function missedRuns(missed: readonly { title: string }[]): string {
  const long = missed.some((t) => /^long run/i.test(t.title));
  const others = missed.length - (long ? 1 : 0);
  if (long && others === 0) return `This week’s long run was missed, and the next week builds on it: ${ONCE_MORE}`;
  if (long && others === 1) return `This week’s long run and one other run were missed, and the next week builds on them: ${ONCE_MORE}`;
  if (long) return `This week’s long run and ${others} other runs were missed, and the next week builds on them: ${ONCE_MORE}`;
  if (missed.length === 1) return `One of this week’s runs was missed, and the next week builds on it: ${ONCE_MORE}`;
  return `${missed.length} of this week’s runs were missed, and the next week builds on them: ${ONCE_MORE}`;
}

/** A week with nothing done: what got in the way decides what is said; the week comes again either way. */
function nothingDone(kind: PlanKind, cause: WeekFacts['review']['answer']['feel']): string {
  switch (cause) {
    case 'busy':
      return 'A week with no time for the plan: this week once more, from where you left off. If your weeks stay this full, a shorter day or fewer days in Adjust plan keeps the plan within them.';
    case 'unwell':
      return kind === 'training'
        ? 'A week lost to illness or injury: rest until you are well, then this week once more, never straight on to a harder one. If an injury still hurts after a few days’ rest, see a doctor or a physiotherapist before running again.'
        : 'A week lost to illness: get well first, then this week once more, from where you left off.';
    case 'hard':
      return 'A week too hard to start: this week once more, and if it still looks out of reach, a lighter pace in Adjust plan makes every week easier.';
    default:
      return 'Nothing was done this week, so the plan waits for you: this week once more before it moves on.';
  }
}

export function weekRuling({ kind, review, tasks, previous }: WeekFacts): WeekRuling {
  const { feel, note = '' } = review.answer;
  const missed = missedDays(review);

  if (kind === 'training') {
    if (PAIN.test(note)) {
      return {
        kind: 'repeat',
        why: 'Pain is a reason to hold the load, not to raise it: this week once more before the plan moves on. If it is sharp, or still there after a few days’ rest, see a doctor or a physiotherapist before running again.',
      };
    }
    const missedSessions = tasks.filter((t) => KEY_SESSION.test(t.title) && !t.completed);
    if (missedSessions.length) return { kind: 'repeat', why: missedRuns(missedSessions) };
  }

  if (review.planned.tasks > 0 && review.done.tasks === 0) return { kind: 'repeat', why: nothingDone(kind, feel) };

  if (kind === 'language') {
    const reviews = tasks.filter((t) => REVIEW_TASK.test(t.title));
    const reviewed = reviews.filter((t) => t.completed).length;
    if (reviews.length && reviewed * 2 < reviews.length) {
      return {
        kind: 'repeat',
        why: `The week’s reviews fell behind (${reviewed} of ${reviews.length} done): new words come only as fast as the reviews keep up, so this week’s material once more before the next.`,
      };
    }
  }

  if (feel === 'hard' && missed >= 2) {
    return {
      kind: 'repeat',
      why: `A hard week with ${missed} days left undone: this week once more, so the next step up starts from a week done rather than one missed.`,
    };
  }

  if (feel === 'easy' && inFull(review) && previous?.answer?.feel === 'easy' && inFull(previous)) {
    if (kind === 'training') {
      return {
        kind: 'none',
        why: 'Two easy weeks done in full: that is how a training plan’s weeks should feel. The plan keeps its weeks, since the body adapts by the week whatever the effort; the last weeks will ask more.',
      };
    }
    return {
      kind: 'faster',
      why:
        kind === 'other'
          ? 'Two easy weeks done in full: the weeks left can be packed closer.'
          : 'Two easy weeks done in full: you can take more. A level takes the hours it takes, so a longer day brings it nearer.',
    };
  }

  if (feel === 'unwell') {
    return kind === 'training'
      ? {
          kind: 'repeat',
          why: 'A week with illness or injury in it: this week once more, never straight on to a harder one. If an injury still hurts after a few days’ rest, see a doctor or a physiotherapist before running again.',
        }
      : { kind: 'none', why: 'A week with illness in it: take the days you need; the next week goes on as planned.' };
  }
  if (feel === 'busy') {
    return {
      kind: 'none',
      why: 'A busy week, with some of it done: the next week goes on as planned. If your weeks stay this full, a shorter day or fewer days in Adjust plan keeps the plan within them.',
    };
  }
  if (feel === 'other') return { kind: 'none', why: 'Noted, with some of the week done: the next week goes on as planned.' };

  if (feel === 'hard') {
    return {
      kind: 'none',
      why: 'A hard week, done: that is how a plan builds. The next week goes on as planned; if the weeks keep feeling hard, a lighter pace is one tap away in Adjust plan.',
    };
  }
  if (feel === 'easy') {
    return {
      kind: 'none',
      why: inFull(review)
        ? 'An easy week, done in full. If the next one feels easy too, the plan can speed up.'
        : 'It felt easy, with some of it left: the next week goes on as planned.',
    };
  }
  return {
    kind: 'none',
    why: inFull(review) ? 'About right, and all of it done: the plan goes on as it is.' : 'About right: the next week goes on as planned.',
  };
}
