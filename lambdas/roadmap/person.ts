import type { Category } from '../../contract';
import { affirmed, matchesAny } from './builtin/words';
import { startWeek, warningsFor } from './builtin/shape';
import type { Curriculum, CurriculumTask, CurriculumWeek } from './curricula/schema';
import { rewordWeek } from './curricula/reword';
import { forLanguage } from './levels';
import { pacesFor, raceIn, type Paces } from './paces';
import { pieceDistance } from './pieces';

/**
 * The person's words in the weeks (issue #36): what they say of themselves — pain, ADHD, burnout, a
 * layoff, shyness — changes tasks in every week where it matters, not only the header; the specifics
 * they name (the bakery, the camera, the piece, the role) are written into the tasks that speak of them
 * (a curriculum's `holes`); and the level their words mean is read on the CEFR ladder (levels.ts).
 */

export interface PersonRequest {
  category?: Category;
  option: string;
  title?: string;
  description?: string;
  answers: { currentLevel: string; targetLevel: string; dailyMinutes?: number; parts?: readonly string[]; track?: string };
  daysPerWeek?: number;
  schedule?: { weekdays: readonly number[] };
}

export type ConstraintId = 'pain' | 'adhd' | 'burnout' | 'laid-off' | 'shy';

type Task = Omit<CurriculumTask, 'priority'>;

interface Constraint {
  id: ConstraintId;
  /** As the read-back names it. */
  name: string;
  /** Read in what the person wrote, denials taken out ("no injuries" is not an injury). */
  match: string[];
  /** Said first in the plan and the preview, as a warning is. */
  say: string;
  /** Where it changes the weeks (categories); @default every category */
  in?: Category[];
  /** Opens the plan's first day. */
  first?: Task;
  /** One a week, in turn, on each week's first day, kept however short the day. */
  weekly?: Task[];
  /** Each week's sessions (every day's first task) are done this way. */
  session?: (week: number) => string;
}

const task = (title: string, description: string, minutes = 5): Task => ({ title, description, minutes, difficulty: 'easy' });

/**
 * Sources: NHS "Exercise for knee pain" and the ESCAPE-pain programme (exercise is treatment for joint
 * pain; some discomfort is fine if it settles within a day); NICE NG87 (ADHD: diagnosis and management)
 * and CHADD on external structure — timers, short blocks that lengthen, body doubling, removing
 * blockers; WHO ICD-11 QD85 (burnout is an occupational phenomenon) and NHS guidance to see a GP about
 * exhaustion that does not lift; career-coaching practice for a layoff (a short neutral story, former
 * colleagues as referrers); NICE CG159 (social anxiety: graded exposure, CBT through the GP).
 */
const CONSTRAINTS: Constraint[] = [
  {
    id: 'pain',
    name: 'pain or an injury',
    match: [
      '\\b(knees?|back|hips?|ankles?|shoulders?|wrists?|joints?|neck|feet|foot|achilles)\\b[^,.]{0,25}\\b(hurts?|hurting|pain|painful|aches?|aching|sore|bad|stiff|injur\\w*|problems?)\\b',
      '\\b(sore|bad|painful|dodgy|weak) (knees?|back|hips?|ankles?|shoulders?|wrists?|joints?)\\b',
      '\\b(osteo)?arthritis\\b|\\bchronic pain\\b|\\binjur(y|ies|ed)\\b|\\bsciatica\\b|\\btendonitis\\b|\\bplantar\\b',
    ],
    say: 'You mention pain or an injury: have it looked at by a GP or physiotherapist before you build up, and tell them what this plan asks. Sessions stay low-impact; some discomfort that settles within a day is fine (NHS, ESCAPE-pain), pain that lasts or changes how you move means stop and ask.',
    first: task(
      'Book a GP or physiotherapist appointment about the pain, if it is not booked yet',
      'Before the first harder session: say where it hurts, since when, and what this plan asks of you. Ask which movements to avoid and which help. Until then, keep every session gentle.',
      10,
    ),
    in: ['health', 'hobbies', 'custom'],
    weekly: [
      task(
        'Pain check: rate the pain 0 to 10 before and the morning after a session',
        'Up to 5 that settles by the next morning is fine. Above that, or worse the next day: do the next session in its low-impact version (cycling, the pool, a cross-trainer, or fewer repetitions) and tell your physiotherapist.',
      ),
      task(
        'Swap one session for its low-impact version this week',
        'Same minutes, less load: cycling, swimming or the cross-trainer for a run; a wall or incline version of a floor exercise; shorter practice with more breaks for an instrument or a pen.',
      ),
    ],
  },
  {
    id: 'adhd',
    name: 'ADHD',
    match: ['\\badhd\\b', '\\badd\\b', 'attention deficit'],
    say: 'You mention ADHD: each week names its blockers to remove, one session a week is done beside someone (body doubling), and sessions run in short timed blocks that grow every two weeks. If you see a clinician or take medication, tell them about the plan: timing sessions with them helps.',
    weekly: [
      task(
        'Blockers: list what could stop this week’s sessions, and remove one tonight',
        'The charger, the book, the shoes, the login, the noise: write three, fix the easiest now. Put what the first session needs where you will see it.',
      ),
      task(
        'Body doubling: book one session this week beside someone',
        'A friend on a video call, a library, a co-working room or a body-doubling site such as Focusmate: you work on your task, they on theirs. Book the slot now.',
      ),
      task(
        'Set tomorrow up tonight: materials out, timer ready, phone in another room',
        'Starting is the hard part: make the first minute need no decision. A visible timer, the first task written on a sticky note.',
      ),
      task(
        'Check-in: what helped you start this week, and what did not?',
        'Two lines. Keep what worked; change one thing. Bring the notes to your clinician or coach when you next see them.',
      ),
    ],
    session: (week) => {
      const block = Math.min(25, 10 + 5 * Math.floor(week / 2));
      return `Work in ${block}-minute blocks with a timer and a 3-minute break between them (the blocks grow by 5 minutes every two weeks, up to 25).`;
    },
  },
  {
    id: 'burnout',
    name: 'burnout',
    match: ['burn(t|ed)? ?out', '\\bburnout\\b', 'exhausted', 'running on empty', 'no energy left'],
    say: 'You mention burnout: see your GP — exhaustion that does not lift needs checking, and they can advise on time off work. This plan keeps its sessions within the minutes you chose: stop there, even on a good day.',
    first: task(
      'Book a GP appointment about the exhaustion, if it is not booked yet',
      'Say how long you have felt this way, how you sleep, and what work asks of you. A GP can check for other causes (thyroid, anaemia, depression) and advise on time off.',
      10,
    ),
    weekly: [
      task(
        'Stop at the planned minutes, even on a good day',
        'Recovery from burnout is uneven: a good day spent in full borrows from the next. Write down the time you stopped.',
      ),
      task(
        'Energy check: rate your energy 0 to 10 each evening this week',
        'Seven numbers show which days drain you; plan next week’s sessions on the better ones.',
      ),
    ],
  },
  {
    id: 'laid-off',
    name: 'being laid off',
    match: ['laid off', '\\blay-?off\\b', 'made redundant', '\\bredundan', 'lost my job', '\\blet go\\b', '\\bgot fired\\b', 'was fired'],
    say: 'You mention being laid off: interviewers will ask why you left, so the plan prepares a short, neutral story of it early, and uses your former colleagues — referrals are often the quickest way back in.',
    in: ['career'],
    first: task(
      'Your layoff story in three sentences: what happened, what you did, what you want next',
      'Neutral and short: "My role was cut when the company closed the Berlin office. I finished the migration I led. I’m looking for …". No blame, no apology. Check the dates of any severance pay and benefits while you are at it.',
      15,
    ),
    weekly: [
      task(
        'Say your layoff story aloud in under 30 seconds, recorded',
        'Listen back: cut the sentence that explains too much. It should end on what you want next.',
      ),
      task(
        'Ask one former colleague for a referral, a reference or an introduction',
        'One short message: what you are looking for and one company you are interested in. Former colleagues know your work; that is worth more than an application form.',
      ),
    ],
  },
  {
    id: 'shy',
    name: 'shyness',
    match: [
      '\\bshy\\b',
      '\\bintrovert',
      'social anxiety',
      'socially anxious',
      '(nervous|anxious|scared|afraid) (of |about |when )?(talking|speaking|meeting|networking)',
      '\\bawkward\\b',
    ],
    say: 'You call yourself shy or introverted: each week the plan puts a lower-stakes version first — in writing, recorded alone, or with one person you know — before the live one. If fear of social situations stops you doing things, your GP can refer you for CBT.',
    in: ['career', 'languages', 'custom'],
    weekly: [
      task(
        'Lower stakes first: do this week’s speaking task once alone, recorded',
        'Then once with one person you know before the live one. Rate your nerves 0 to 10 before and after: the number falls with each go.',
      ),
      task(
        'Write your first two lines and one question before the conversation',
        'A prepared opening removes the hardest moment. Keep the card in your pocket; you may not need it.',
      ),
      task(
        'The smallest live step: one message, one comment or one 2-minute call',
        'Small and real beats big and postponed. Note what happened and how nervous you were, 0 to 10.',
      ),
    ],
  },
];

const wordsOf = (request: Pick<PersonRequest, 'title' | 'description' | 'answers'>) => [
  request.title ?? '',
  request.description ?? '',
  request.answers.currentLevel,
  request.answers.targetLevel,
];

/** The words a one-click correction of the start writes (reading.ts): "Already reached: 5K". */
export const alreadyReached = (milestone: string) => `Already reached: ${milestone}`;

const escape = (text: string) => text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Start bands for the read-back's corrections: "Already reached: 5K" starts after the 5K's last week. */
function milestoneStarts(curriculum: Curriculum): Curriculum['start'] {
  const rungs = curriculum.ladder?.rungs ?? [];
  return rungs
    .filter((r) => r.week < curriculum.weeks.length)
    .map((r) => ({ match: [`^${escape(alreadyReached(r.name))}\\b`], week: r.week + 1 }));
}

/**
 * A target that is a milestone's name, as the read-back's corrections and the preview's suggestions
 * write it, means that milestone, even where a higher one's patterns match its words ("30-minute walks"
 * holds "30 min", the 5K's).
 */
function readLadder(curriculum: Curriculum, targetLevel: string): Curriculum['ladder'] {
  const ladder = curriculum.ladder;
  const named = ladder?.rungs.findIndex((r) => r.name.toLowerCase() === targetLevel.trim().toLowerCase()) ?? -1;
  if (!ladder || named < 0) return undefined;
  return { ...ladder, rungs: ladder.rungs.map((r, i) => (i > named ? { ...r, match: ['(?!)'] } : r)) };
}

/** What the person said of themselves that the plan works in. */
export function constraintsOf(request: Pick<PersonRequest, 'title' | 'description' | 'answers'>): Constraint[] {
  const words = affirmed(wordsOf(request).join('\n'));
  return CONSTRAINTS.filter((c) => matchesAny(c.match, words));
}

/** The constraints' names, for the read-back and the AI's brief. */
export const constraintNames = (request: Pick<PersonRequest, 'title' | 'description' | 'answers'>) =>
  constraintsOf(request).map((c) => c.name);

/** The curriculum's `{holes}` as this person's words fill them: "your DSLR", "your bakery". */
export function specificsOf(curriculum: Curriculum, request: PersonRequest): Record<string, string> {
  const words = wordsOf(request).join('\n');
  const days = request.daysPerWeek ?? request.schedule?.weekdays.length ?? 5;
  const filled: Record<string, string> = { days: String(days) };
  for (const hole of curriculum.holes ?? []) {
    let said = hole.default;
    for (const read of hole.read) {
      const found = new RegExp(read.match, 'i').exec(words);
      if (found) {
        said = read.say.replace(/\$1/g, (found[1] ?? '').trim().replace(/[.!?]+$/, ''));
        break;
      }
    }
    filled[hole.name] = said;
  }
  return filled;
}

/** `{camera}` as the person's words fill it; `{Camera}` the same, capitalised, to open a sentence. */
const fillText = (text: string, words: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (hole, key: string) => {
    const said = words[key] ?? words[key.toLowerCase()];
    if (said === undefined) return hole;
    return key === key.toLowerCase() ? said : said.charAt(0).toUpperCase() + said.slice(1);
  });

/** A week with the constraints worked in: the first day's opening task, the week's turn of tasks, the sessions' way of working. */
function adaptWeek(week: CurriculumWeek, index: number, first: number, constraints: readonly Constraint[]): CurriculumWeek {
  const opening = index === first ? constraints.flatMap((c) => (c.first ? [{ ...c.first, priority: 1, opens: true as const }] : [])) : [];
  const turn = constraints.flatMap((c) =>
    c.weekly?.length ? [{ ...c.weekly[(index - first + c.weekly.length) % c.weekly.length]!, priority: 1, opens: true as const }] : [],
  );
  const ways = constraints.flatMap((c) => (c.session ? [c.session(Math.max(0, index - first))] : []));
  return {
    ...week,
    days: week.days.map((day, d) => {
      const [session, ...rest] = day.tasks;
      const done =
        ways.length && session!.minutes > 10 ? { ...session!, description: `${session!.description} ${ways.join(' ')}` } : session!;
      return { ...day, tasks: d === 0 ? [done, ...opening, ...rest, ...turn] : [done, ...rest] };
    }),
  };
}

/**
 * The curriculum as this person's plan uses it: the levels their words mean, the specifics they name in
 * the tasks, and what they say of themselves in the weeks (a professional first, the week's turn of
 * adapted tasks, the sessions' way of working), said first as warnings are.
 */
export function forPerson(curriculum: Curriculum, request: PersonRequest): Curriculum {
  const leveled = forLanguage(curriculum, wordsOf(request).join('\n'), request.answers.targetLevel);
  const words = specificsOf(leveled, request);
  // A curriculum that already works a constraint into its weeks (low impact for pain, the burnout track) gets nothing more.
  const constraints = constraintsOf(request).filter(
    (c) => (!c.in || !request.category || c.in.includes(request.category)) && !leveled.handles?.includes(c.id),
  );
  // A constraint the curriculum already answers in its own warnings ("You mention pain or an injury") is said once.
  const own = warningsFor(leveled, ...wordsOf(request));
  const said = constraintsOf(request)
    .filter((c) => !own.some((w) => w.startsWith(c.say.split(':')[0]!)))
    .map((c) => ({ match: ['^'], say: c.say }));
  const ladder = readLadder(leveled, request.answers.targetLevel);
  // A running time goal, or a recent race, gives the sessions their paces.
  const paces = runs(leveled) ? pacesFor(request.answers.currentLevel, request.answers.targetLevel) : undefined;
  if (paces) said.push({ match: ['^'], say: paces.say });
  // A named piece far above the player is years away, and said to be: the weeks work on an arrangement of it.
  const far = words.piece ? pieceDistance(request.answers.currentLevel, request.answers.targetLevel) : undefined;
  if (far) {
    said.push({ match: ['^'], say: far.say });
    words.piece = `${words.piece} (an arrangement at your level)`;
  }
  const aimed = far && (ladder ?? leveled.ladder);
  const starts = [...milestoneStarts(leveled), ...raceStarts(leveled, paces && request.answers.currentLevel), ...leveled.start];
  const first = startWeek({ ...leveled, start: starts }, request.answers.currentLevel);
  return {
    ...leveled,
    start: starts,
    ...(ladder && { ladder }),
    ...(aimed && { ladder: { ...aimed, rungs: aimed.rungs.map((r, i, all) => (i === all.length - 1 ? { ...r, ...far.rung } : r)) } }),
    ...(said.length && { warnings: [...(leveled.warnings ?? []).filter((w) => !said.some((s) => s.say === w.say)), ...said] }),
    weeks: leveled.weeks.map((week, i) =>
      withPaces(
        adaptWeek(
          rewordWeek(week, (text) => fillText(text, words)),
          i,
          first,
          constraints,
        ),
        paces,
      ),
    ),
  };
}

/** A race run in a time ("parkrun in 28:30") starts the plan past that distance's milestone, wherever the other words point. */
function raceStarts(curriculum: Curriculum, currentLevel: string | undefined): Curriculum['start'] {
  const ran = currentLevel === undefined ? undefined : raceIn(currentLevel);
  const rung = ran && curriculum.ladder?.rungs.find((r) => r.name.toLowerCase() === ran.name.toLowerCase());
  return rung && rung.week < curriculum.weeks.length ? [{ match: ['^'], week: rung.week + 1 }] : [];
}

/** A curriculum of runs: easy, long and tempo runs to give paces to. */
const runs = (curriculum: Curriculum) =>
  curriculum.weeks.some((w) => w.days.some((d) => d.tasks.some((t) => /^(Easy|Long) run\b/.test(t.title))));

/** Each run with the pace its kind is run at: easy and long runs easy, tempo at threshold, race-pace blocks at the goal's. */
function withPaces(week: CurriculumWeek, paces: Paces | undefined): CurriculumWeek {
  if (!paces) return week;
  const paceOf = (title: string) =>
    /^(Easy|Long) run\b/.test(title)
      ? `easy pace, ${paces.easy}`
      : /\btempo\b/i.test(title)
        ? `tempo (threshold) pace, ${paces.threshold}`
        : /(race|marathon|half-marathon)[- ]pace|^Steady run\b/i.test(title)
          ? `goal pace, ${paces.goal ?? paces.marathon}`
          : undefined;
  return {
    ...week,
    days: week.days.map((day) => ({
      ...day,
      tasks: day.tasks.map((t) => {
        const pace = paceOf(t.title);
        return pace ? { ...t, description: `${t.description} Your ${pace}.` } : t;
      }),
    })),
  };
}
