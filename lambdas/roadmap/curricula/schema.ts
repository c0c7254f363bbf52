import * as z from 'zod/mini';
import { DIFFICULTIES } from '../../../contract';
import { text } from './data';
import { COUNTRIES } from '../locale';

/**
 * The shape of a curriculum file: one per catalogue option, written as a coach of that field would
 * (README "Roadmaps"; docs/decisions/028). The builtin planner turns one into a roadmap fitted to the
 * user's level, target and daily time; the AI providers get its outline as the scaffold to personalise.
 */

export const curriculumTaskSchema = z
  .strictObject({
    title: text(120),
    /** How to do it, in a sentence or two: never just a label. */
    description: z.string().check(z.trim(), z.minLength(20), z.maxLength(600)),
    /** Minutes the task takes as written (its quantities assume this). */
    minutes: z.int().check(z.gte(5), z.lte(360)),
    difficulty: z.enum(DIFFICULTIES),
    /**
     * 1 = the day's core (always kept); 2, 3… are added, in order, while the user's daily time allows.
     * @default 1
     */
    priority: z._default(z.int().check(z.gte(1), z.lte(5)), 1),
    /**
     * The minutes the task can honestly take instead, [shortest, longest], for work whose quantity is its
     * length (a walk, a practice block, a review). The planner fits days through these first; the text
     * may show the fitted length as `{minutes}`. Without it the task keeps its minutes.
     */
    flex: z.optional(
      z
        .tuple([z.int().check(z.gte(5), z.lte(240)), z.int().check(z.gte(5), z.lte(240))])
        .check(z.refine(([lo, hi]) => lo <= hi, 'flex must be [shortest, longest]')),
    ),
    /** A custom goal's task for a person who named the parts of their goal, or for one who did not (builtin/custom.ts). */
    when: z.optional(z.enum(['parts', 'no-parts'])),
    /** A growing plan's task for one crop (`crops`): kept when the person names it, or, naming none, when it is a default crop (builtin/custom.ts `forCrops`). */
    crop: z.optional(text(40)),
    /**
     * A place's or an occasion's own task, by its name ("Madrid"): set by the language planner (levels.ts
     * `withOccasion`), never written in a curriculum. A field, so a copy of the task keeps it (round 18's review).
     */
    place: z.optional(z.string()),
    /**
     * What the task makes that later tasks use ("checklist", "baseline"), and what it uses: a plan that
     * meets a use before the task making it (a start past that week, a short day that dropped it) gets
     * the making task first (#39 item 4). Names are the curriculum's own.
     */
    makes: z.optional(z.array(text(40))),
    uses: z.optional(z.array(text(40))),
    /**
     * Done before the week's sessions (booking a physiotherapist, the week's blockers): placed first on
     * the week's first day, whichever of the week's days that is (builtin/place.ts).
     */
    opens: z.optional(z.literal(true)),
    /**
     * Whether the task bears doing again in time the week's work leaves (#39 item 2, decision 101):
     * `round`, a drill that gains from a second round (the same day after it, or a later day of its
     * week, in the minutes there are); `review`, material worth going over again the week after. Without
     * it the task is done once: a rest day, a sleep window, a test, a set-up, a log of the day.
     */
    again: z.optional(z.enum(['round', 'review'])),
    /**
     * Done in one go, never cut into sittings on several days (decision 129): a visit, an appointment,
     * a session with another person or at a place, a shoot, a mock or a test, a run. On a short day it
     * is that day's one longer task. Without it a task longer than the person's day may be done over
     * several days, picked up where it stopped.
     */
    whole: z.optional(z.literal(true)),
    /**
     * The task's short form (decision 234), as a coach writes it for a day of 10–15 minutes: the same
     * skill with less of it (the core rep, one exercise, five words not fifteen, 4 requirements not 8).
     * A week the person's days cannot hold does its lessons in these forms before it is spread over more
     * weeks (builtin/place.ts `inShortForm`), and says so; the week's objective and check then read as
     * its `short` says. Shorter than the task, and fixed: no `{minutes}`.
     */
    short: z.optional(
      z.strictObject({
        title: text(120),
        description: z.string().check(z.trim(), z.minLength(20), z.maxLength(600)),
        minutes: z.int().check(z.gte(5), z.lte(60)),
      }),
    ),
  })
  .check(
    z.refine((t) => !t.short || t.short.minutes < t.minutes, { message: 'a short form is shorter than the task', path: ['short'] }),
    z.refine((t) => !t.short || !/\{minutes\}/.test(t.short.title + t.short.description), {
      message: 'a short form has fixed minutes, no {minutes}',
      path: ['short'],
    }),
    z.refine((t) => !t.flex || (t.flex[0] <= t.minutes && t.minutes <= t.flex[1]), {
      message: 'minutes must lie within flex',
      path: ['flex'],
    }),
    z.refine((t) => !!t.flex || !/\{minutes\}/.test(t.title + t.description), {
      message: '{minutes} needs a flex range',
      path: ['flex'],
    }),
  );

/**
 * A day's role in its week (decision 055), for placing it on the person's days: `key` (a session the
 * week is built on: a run, an interval session), `long` (the week's longest session, on the weekend),
 * `support` (strength, mobility), `easy` (recovery), `lesson` (study and courses: taken in order).
 */
export const DAY_KINDS = ['key', 'long', 'support', 'easy', 'lesson'] as const;

export const curriculumDaySchema = z.strictObject({
  title: text(80),
  /** @default read from the title on a training curriculum (builtin/place.ts `kindOf`), else `lesson` */
  kind: z.optional(z.enum(DAY_KINDS)),
  /**
   * The day of the person's event in its week (the speech given, the talk, the performance, the interview):
   * when the plan's last week holds a dated event, this day falls on the event's date or the person's last
   * day before it, the days between light and the days after it joined to it (decision 228).
   */
  event: z.optional(z.literal(true)),
  /**
   * The second of two days back to back (a path walked in stages, decision 250): a training day that is
   * not a key session, placed on the person's day after the long one, else the day before it, when they
   * have either; else where the other non-key days go, so its own words say what to do then.
   */
  backToBack: z.optional(z.literal(true)),
  /** At least two, so a long day (up to 8 hours) can be filled without one task passing 4 hours. */
  tasks: z.array(curriculumTaskSchema).check(z.minLength(2), z.maxLength(6)),
  /**
   * A lesson a short week can leave out (decision 211): when the person's week cannot hold all the
   * week's lessons, its optional ones are left out first, as few as the week needs, before it is spread
   * over more weeks ("part 1 of 3"); the week says which. Never a week's first lesson, nor one with a
   * `whole` task, the person's own words (a hole) or what another task or a check uses (the schema
   * checks these); what the week's check counts it must not need, or the week says so in `kept`.
   */
  optional: z.optional(z.literal(true)),
});

/**
 * How many weeks between a curriculum gives (`between`): a prime, so that its weeks taken in turn and
 * their other days rotated among them make as many different weeks as its square (25, past the horizon).
 * It is also the most days each of them may have: a sixth day would be taken from the week's own focus
 * again (day 5 from week `j + pass × 5`, which is `j`), and two weeks would share two days.
 */
export const BETWEEN_WEEKS = 5;

export const curriculumWeekSchema = z.strictObject({
  /** The week's theme, short: "Run/walk intervals: 60 s run, 90 s walk". */
  title: text(80),
  /** What the user can do at the end of the week, concretely. */
  objective: text(300),
  days: z.array(curriculumDaySchema).check(z.minLength(3), z.maxLength(7)),
  /** The week's closing check, added to its last day as "Milestone: …"; what it uses, as a task's `uses`. */
  milestone: z.strictObject({ title: text(100), description: text(400), uses: z.optional(z.array(text(40))) }),
  /**
   * The week as it reads when its optional lessons are left out (decision 211): its objective and its
   * check counting what the lessons kept do ("10 achievements", not 20), true whichever of them are left out.
   */
  kept: z.optional(
    z.strictObject({
      objective: z.optional(text(300)),
      milestone: z.optional(z.strictObject({ title: text(100), description: text(400) })),
    }),
  ),
  /**
   * The week as it reads when its lessons are done in their short forms (tasks' `short`, decision 234):
   * its objective and its check counting what the short forms do (4 requirements, not 8), true whichever
   * optional lessons are left out too. Without it the short forms were written so the check still holds.
   */
  short: z.optional(
    z.strictObject({
      objective: z.optional(text(300)),
      milestone: z.optional(z.strictObject({ title: text(100), description: text(400) })),
      /**
       * What a plan ending in this week in its short forms reaches, where that is less than the target
       * (decision 265): "fingerpicking in the first passage of {piece}, … not yet at the music’s own tempo".
       * The plan's description says it, with the weeks its lessons in full would take more. Without it the
       * short forms reach what the full week does.
       */
      reaches: z.optional(text(300)),
    }),
  ),
  /**
   * A week a coach has done again, round after round, until an event further off than the programme
   * (past papers before an exam, decision 228): without `between` or a week so marked, a programme ends
   * before its event and says so, rather than repeat a week that was never meant to be repeated.
   */
  repeats: z.optional(z.literal(true)),
  /**
   * A training week done again to consolidate it (decision 043) as a strength coach repeats one (decision
   * 258): each time round, in order (the last kept after), the sessions named (`of`, a task's title in the
   * week, test/roadmap/between-weeks-more.test.ts checks each names one) read one step on — a rep or a set
   * more, a slower negative, a lighter band — and `say` tells the person what moved on. Without it the week
   * is done again as it was.
   */
  progress: z.optional(
    z
      .array(
        z.strictObject({
          say: text(300),
          tasks: z.array(z.strictObject({ of: text(120), title: text(120) })).check(z.minLength(1)),
        }),
      )
      .check(z.minLength(1)),
  ),
  /**
   * A custom goal's weeks of one part each (builtin/custom.ts): `first` is planned for the first part the
   * person named, `next` for each one after it (keeping the one before alive), and the `halfway` week —
   * a full attempt — goes between them at the middle.
   */
  part: z.optional(z.enum(['first', 'next', 'halfway'])),
  /**
   * On a ladder of weeks, a week that happens once however long the plan grows: a cutback, a taper,
   * the peak (a rung's last week, its race, always does). The others take the extra weeks.
   */
  once: z.optional(z.literal(true)),
});

/**
 * One step of a level's inventory (#39 item 3): a grammar point as a teacher names it ("て-form: join two
 * actions"), an example sentence, the words or characters learnt with it ("Kanji 51–60: 先 生 学 校 …"),
 * and what the learner can then do, in the CEFR's can-do form.
 */
const unitSchema = z.strictObject({
  point: text(80),
  example: text(120),
  words: text(110),
  can: text(140),
  /** The situation its can-do is worked on, set where a domain pairs it (levels.ts `onSpine`): its week's theme. */
  theme: z.optional(text(60)),
});

/** Where a free-text level or target lands in the syllabus: the first band whose pattern matches. */
const bandSchema = z.strictObject({
  /** Case-insensitive regular expressions tried against the user's words. */
  match: z.array(text(200)).check(z.minLength(1)),
  /** 1-based syllabus week. */
  week: z.int().check(z.gte(1)),
});

/**
 * A milestone a person may aim for (a distance, a CEFR level, a kind of project), in the order the
 * syllabus reaches them. Each says what it costs from the one below, so a plan's length comes from the
 * person's time and an unreachable target is said, not silently replaced (builtin/shape.ts).
 */
const rungSchema = z.strictObject({
  /** Short, as a person says it: "A2", "Half marathon". */
  name: text(40),
  /** What it means in practice, for sentences such as "reaches A2 (everyday situations) in 18 weeks". */
  goal: text(120),
  /** The last syllabus week (1-based) of this rung: finishing it reaches the rung. */
  week: z.int().check(z.gte(1)),
  /** Guided hours from the rung below (ladder basis `hours`). */
  hours: z.optional(z.int().check(z.gte(1), z.lte(3000))),
  /** Weeks of training from the rung below, whatever the daily time (ladder basis `weeks`). */
  weeks: z.optional(z.int().check(z.gte(1), z.lte(52))),
  /** Case-insensitive regular expressions for a target that means this rung; the highest matching rung wins. */
  match: z.array(text(200)).check(z.minLength(1)),
});

const ladderSchema = z
  .strictObject({
    /**
     * `hours`: skill that grows with practice time (languages, coding): weeks = hours ÷ weekly time.
     * `weeks`: a body that adapts by the week (running): a rung takes its weeks whatever the daily
     * time, and a week too short for its sessions is said, never cut.
     */
    basis: z.enum(['hours', 'weeks']),
    /** Where the numbers come from, named so a reader can check them. */
    source: text(800),
    rungs: z.array(rungSchema).check(z.minLength(1)),
    /**
     * The milestone a target that names none aims at ("get fitter", "confident on my own"), or the
     * first one past it still ahead of the person. @default the last: the plan goes as far as it can
     */
    default: z.optional(text(40)),
  })
  .check(
    z.refine((l) => l.rungs.every((r) => (l.basis === 'hours' ? r.hours !== undefined : r.weeks !== undefined)), {
      message: 'every rung needs the ladder basis’s number (hours or weeks)',
    }),
    z.refine((l) => l.rungs.every((r, i) => i === 0 || r.week > l.rungs[i - 1]!.week), {
      message: 'rungs must be in syllabus order',
    }),
    z.refine((l) => !l.default || l.rungs.some((r) => r.name === l.default), { message: 'the default must be a rung of the ladder' }),
  );

/** A hole in a task's words (`{camera}`, `{goal}`): the person's own, never left out; `{minutes}` is the day's length. */
export const HOLE = /\{(?!minutes\})[A-Za-z]+\}/;
const HOLES = new RegExp(HOLE.source, 'g');

/** Case-insensitive regular expressions tried against the user's words. */
const patterns = z.array(text(200)).check(z.minLength(1));

/** A target this curriculum does not teach: said, never silently replaced by what it does teach. */
const outsideSchema = z.strictObject({
  match: patterns,
  /** What it is, as a person says it: "strength training (push-ups, pull-ups, weights)". */
  topic: text(100),
  /** Where it is read: in the target (what they want, denials taken out) or, as written, in the current level. @default target */
  on: z.optional(z.enum(['target', 'current'])),
  /** The milestone the plan aims at instead. @default the next one above where the person starts */
  rung: z.optional(text(40)),
});

/**
 * A track of an option (tracks.ts): a curriculum of its own, `<option-slug>-<id>.json`, with its own
 * ladder and content, chosen when the person's target (or, `on: current`, what they say of themselves)
 * matches — "a personal website" within Coding, "my first pull-up" within Physical Fitness.
 */
const trackSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(40)),
  /** As the read-back names it: "A personal website". */
  name: text(60),
  /** What it covers, for the read-back: "HTML, CSS and publishing your own site". */
  covers: text(160),
  /** Case-insensitive regular expressions; the first track that matches wins. */
  match: patterns,
  /** Where the words are read: the target or everything the person said (denials taken out either way). @default target */
  on: z.optional(z.enum(['target', 'anywhere'])),
  /** What the current level must also say for this track (a back end "for someone who already codes"). */
  needs: z.optional(patterns),
  /** Targets this track does not serve even when its patterns match ("a 10K" with sore knees stays a runner's plan). */
  unless: z.optional(patterns),
  /**
   * Read in all the person's words as written, denials kept: words that are themselves a denial and
   * choose the track ("no more cola", "never past midnight again").
   */
  said: z.optional(patterns),
  /**
   * Read the same way, and keeping the person off the track: "can't fall asleep even when I try" is
   * insomnia, whatever their bedtime, and the affirmed words drop it.
   */
  unlessSaid: z.optional(patterns),
  /**
   * A condition's track gives way to a goal of another kind that the target names (`to`, read in the target as
   * written, so "without shoulder pain" keeps a rehab target on the shoulder's track), once where they are now says
   * the condition allows it (`when`, read as written in all but the target; always where not given): "dodgy shoulder" → "deadlift
   * 140 kg" is a barbell plan with the shoulder said; "7 months postpartum" → "a half marathon" a runner's plan
   * with the postnatal checks said, where "6 weeks postpartum" is still the postnatal track's. Any one of them.
   */
  yields: z.optional(z.array(z.strictObject({ to: patterns, when: z.optional(patterns) })).check(z.minLength(1))),
  /**
   * The track teaches its practice from the first lesson (drums, a DJ set): a person who says they never
   * played is planned on it, not told by the option's own path that it does not teach beginners.
   */
  beginners: z.optional(z.literal(true)),
  /**
   * Chosen only for a person whose own words say they are under 18 (age.ts, decision 272): a pupil's
   * homework and revision week, where an adult with the same words keeps the adult's track.
   */
  young: z.optional(z.literal(true)),
  /**
   * Another option's curriculum that plans this track, by its file's name (`physical-fitness-walking`):
   * a custom goal that is a long-distance path or a marathon gets the plan the field's own option writes,
   * not the general scaffold or a copy (decision 233). Without it, `<option-slug>-<id>.json`.
   */
  from: z.optional(z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(80))),
});

/**
 * A specific the person names that the tasks speak of (person.ts): `{camera}` in a task becomes "your
 * DSLR" when their words say "my new DSLR", else the default.
 */
const holeSchema = z.strictObject({
  name: z.string().check(z.regex(/^[a-z]+$/)),
  /**
   * Tried in order against all the person's words: `match` a case-insensitive regular expression, `say`
   * what the hole then reads (a word, or a sentence of guidance for that specific), `$1` standing for its
   * first capture group ("your $1"); `country`, the countries it is for (locale.ts: the services and
   * figures of the country the person's words place them in), with or without a `match`; `young`, only
   * for a person whose words say they are under 18 (age.ts, decision 253); `target`, read in the target only
   * (a song the person names, never one they say they can already play; decision 265); `title`, `$1` is
   * a title the words go on after ("Walking on Sunshine on guitar"): cut where they go on (title.ts, decision 274).
   */
  read: z.array(
    z
      .strictObject({
        match: z.optional(text(300)),
        country: z.optional(z.array(z.enum(COUNTRIES)).check(z.minLength(1))),
        young: z.optional(z.literal(true)),
        target: z.optional(z.literal(true)),
        title: z.optional(z.literal(true)),
        say: text(300),
      })
      .check(z.refine((r) => r.match !== undefined || r.country !== undefined || !!r.young, 'a read needs a match, a country or young')),
  ),
  /** When nothing matches. */
  default: text(300),
});

/**
 * Something the person names (panic attacks, chest pain) that needs a professional's word, said first.
 * In an option file with tracks, each warning says where it belongs (decision 229): `every: true` on
 * every path, the tracks' too (a crisis line, a doctor first), merged into each track's own warnings
 * after them (load.ts); `every: false` the general path only, its words about the general course's
 * content. `about` names what it warns of: of the warnings a person's words call for, one per `about` is
 * said, the first (a track's own wording before the option's).
 */
const warningSchema = z.strictObject({
  match: patterns,
  say: text(600),
  every: z.optional(z.boolean()),
  about: z.optional(z.string().check(z.regex(/^[a-z]+(-[a-z]+)*$/), z.maxLength(40))),
});

export const curriculumSchema = z
  .strictObject({
    option: text(80),
    /** The programmes and practice this curriculum draws on, named so a reader can check them. */
    sources: z.array(text(300)).check(z.minLength(1)),
    /** Shown at the top of the plan where the field needs it (health, money). */
    safety: z.optional(text(600)),
    /**
     * The pace a person new to the event keeps over its distance, in km an hour, stops included: where the
     * person names a distance ("40 km", "25 miles"), the last week's event session (its `whole` task) takes
     * that distance at this pace (decision 365), named by its source beside it.
     */
    eventPace: z.optional(z.strictObject({ kmPerHour: z.number().check(z.gt(0), z.lte(40)), source: text(300) })),
    /**
     * A light day's words where the week has nothing of its own to keep up, in place of "Rest: nothing new
     * today" and a look back at what the person "would do differently" (round 17's reader: tone-deaf after
     * "Write to the person who died"): a grief plan's rest said kindly (builtin/scale.ts `restDay`).
     */
    rest: z.optional(z.strictObject({ title: text(120), description: z.string().check(z.trim(), z.minLength(20), z.maxLength(300)) })),
    /**
     * A record the method reads every day (a sleep diary: sleep efficiency needs every night, decision 371): on each
     * day of the plan that holds no task matching `match`, `task` comes first, so no day goes without its entry.
     */
    record: z.optional(z.strictObject({ match: text(200), task: curriculumTaskSchema })),
    /** Where to start for a current level (first match wins); no match starts at week 1. */
    start: z.array(bandSchema),
    /** Where to end for a target (first match wins); no match runs the whole syllabus. */
    end: z.array(bandSchema),
    /** The milestones this curriculum can take a person to, with what each costs (shape.ts). */
    ladder: z.optional(ladderSchema),
    /**
     * Practice that fills the hours a level takes once a week's own material is done (a ladder of hours):
     * listening, reading, words, writing, speaking at the learner's level. Each plan week that repeats a
     * syllabus week first does that week's tasks the shorter days left out, then these, in turn.
     */
    practice: z.optional(
      z
        .strictObject({
          tasks: z.array(curriculumTaskSchema).check(z.minLength(2)),
          /** What the practice is made of, for "Practice at this level for the hours it takes: …". */
          kinds: text(120),
          /**
           * The task every day of practice opens with, before the others in turn: the week's project, so a
           * short day still builds it. Its `flex` lets it take the day.
           */
          daily: z.optional(curriculumTaskSchema),
          /**
           * The daily task's words on each day of a week of practice, in order, as a mentor sets a week's project
           * (learn → build → test → ship; decision 285): day k of a week's n opens with the step at k of n along
           * them, the first and the last always, so no two days read alike. Each takes the daily task's minutes.
           */
          steps: z.optional(
            z
              .array(z.strictObject({ title: text(120), description: z.string().check(z.trim(), z.minLength(20), z.maxLength(600)) }))
              .check(z.minLength(7), z.maxLength(7)),
          ),
          /**
           * How a week of practice teaches its inventory unit (units.ts): `learn` the grammar point, `words` the
           * unit's words or characters, `use` the can-do statement, `review` an earlier point. Their words take
           * `{point}`, `{example}`, `{words}`, `{can}`, `{review}` and `{theme}`.
           */
          units: z.optional(
            z.strictObject({
              learn: curriculumTaskSchema,
              words: curriculumTaskSchema,
              use: curriculumTaskSchema,
              review: curriculumTaskSchema,
            }),
          ),
          /** The check that closes a practice week: progress against the week before. */
          milestone: z.strictObject({ title: text(100), description: text(400) }),
          /** The check that closes the plan's last week of practice: the person's own task done for real (language-tasks.ts). */
          finale: z.optional(z.strictObject({ title: text(100), description: text(400) })),
          /**
           * A theme for each week of practice at a level, in turn ("food and drink"), written into the
           * practice's `{theme}`: the week's listening, words, reading, writing and speaking are on it,
           * as a course's unit is. Every rung of the ladder has its list.
           */
          themes: z.optional(
            z.strictObject({
              /** Where the themes come from, named so a reader can check them. */
              source: text(800),
              /** `{theme}` in a week of new material, which practises that material: "this week’s topics". */
              thisWeek: text(60),
              levels: z.array(
                z.strictObject({
                  rungs: z.array(text(40)).check(z.minLength(1)),
                  topics: z.array(text(60)).check(z.minLength(4)),
                  /** Practice of these levels only (a summary at B2, a change of register at C1), in turn with the rest. */
                  tasks: z.optional(z.array(curriculumTaskSchema)),
                  /**
                   * The level's inventory beyond its syllabus weeks (#39 item 3): grammar points with the words or
                   * characters and the can-do statement that go with each, in teaching order, from the named
                   * `source`. Each week of practice at the level introduces the next (units.ts), so a level's
                   * hours bring new material every week, and earlier points come back in review.
                   */
                  inventory: z.optional(
                    z.strictObject({
                      source: text(800),
                      units: z.array(unitSchema).check(z.minLength(4)),
                    }),
                  ),
                  /** The person's purpose at this level, a task a week with its review (levels.ts `withPurpose`, units.ts). */
                  purpose: z.optional(z.array(z.strictObject({ task: curriculumTaskSchema, review: curriculumTaskSchema }))),
                }),
              ),
            }),
          ),
        })
        .check(
          z.refine((p) => !!p.themes || !/\{theme\}/.test(JSON.stringify([p.tasks, p.milestone])), {
            message: '{theme} needs practice themes',
            path: ['themes'],
          }),
          z.refine((p) => !p.steps || !!p.daily, { message: 'steps are the daily task’s words: they need a daily task', path: ['steps'] }),
          z.refine((p) => !!p.units || !p.themes?.levels.some((l) => l.inventory), {
            message: 'an inventory needs the tasks that teach its units',
            path: ['units'],
          }),
        ),
    ),
    /** What the curriculum teaches, for "… is outside this plan, which covers …". */
    covers: z.optional(text(200)),
    /** Targets people ask this option for that it does not teach (shape.ts says so). */
    outside: z.optional(z.array(outsideSchema)),
    /**
     * Targets this curriculum starts on but that take longer than its weeks (a fund saved over months,
     * weight lost at a safe pace, a job offer): what they take, from a named source, said in the plan's
     * description and the preview so the plan never seems to promise them in its weeks.
     */
    longer: z.optional(z.array(z.strictObject({ match: patterns, say: text(600) }))),
    /**
     * The person's date is the project's, not the plan's: these weeks set its method going (a novel's
     * words a session, a thesis's timeline) and put the rest on the calendar to the date, which the
     * curriculum reads itself; so a date does not shorten the plan (shape.ts, decision 190).
     */
    datedWork: z.optional(z.literal(true)),
    /**
     * A small goal whole in its weeks (a script alone, decision 325): a date nearer than its weeks does not stop it
     * half-way; the plan holds every week and says how far past the date it runs (shape.ts, describe.ts).
     */
    wholeGoal: z.optional(z.literal(true)),
    /**
     * A pregnancy's weeks (decision 275): the week of pregnancy the first syllabus week begins at, and how many each
     * covers. A due date the person names instead of their week ("due in March") starts them at the week it means (due.ts).
     */
    due: z.optional(z.strictObject({ from: z.int().check(z.gte(4), z.lte(40)), each: z.int().check(z.gte(1), z.lte(4)) })),
    /**
     * The weeks a plan takes in turn while the person's event is further off than the programme (decisions
     * 228, 249): what a coach sets between the work that is done early (the speech drafted) and the last
     * weeks that must be fresh for the day (the final rehearsals) — each week its own focus on its first
     * day (a run-through for a listener, a recording listened back, memory work, a mock in the clothes
     * and shoes), its other days keeping the work up. Five of them, each with as many days (five at most): once
     * round, a week keeps its focus and takes its other days from the others in turn (shape.ts `betweenWeek`),
     * so no two weeks of even half a year between are the same. Its milestone is its first day's. Without
     * it, the week before the last is the one repeated where the data marks it `repeats`.
     */
    between: z.optional(
      z.array(curriculumWeekSchema).check(
        z.length(BETWEEN_WEEKS),
        z.refine((weeks) => weeks.every((w) => w.days.length === weeks[0]!.days.length), 'the weeks between have as many days each'),
        z.refine((weeks) => weeks.every((w) => w.days.length <= BETWEEN_WEEKS), `the weeks between have at most ${BETWEEN_WEEKS} days`),
      ),
    ),
    /**
     * A one-off prepared for, not practised (decision 397: a speech, a talk, a panel interview): held to a
     * date far beyond its programme, its early weeks' work is a light lead-in — each of their days, or each
     * task, a week of its own on one of the person's days — and its last two weeks run whole just before the
     * date, rather than the work done early and kept fresh for months (shape.ts `ledIn`). Needs `between`.
     */
    leadIn: z.optional(z.literal(true)),
    /** Warnings for what a person's words name, in their level or target (shape.ts). */
    warnings: z.optional(z.array(warningSchema)),
    /** The tracks of this option beside this file, the general path (this file) serving the rest (tracks.ts). */
    tracks: z.optional(z.array(trackSchema).check(z.minLength(1))),
    /** What the person may say of themselves that this curriculum already works into its weeks (person.ts adds nothing more for it). */
    handles: z.optional(
      z.array(
        z.enum([
          'pain',
          'adhd',
          'burnout',
          'laid-off',
          'shy',
          'variable-income',
          'shift-work',
          'diabetes-2',
          'coeliac',
          'draw-in-public',
          'partner',
          'pregnancy-active',
          'new-parent',
          'caesarean',
          'operation',
        ]),
      ),
    ),
    /**
     * The crops a growing plan has steps for (tasks' `crop`): `match` a case-insensitive regular expression
     * on all the person's words; the `default` ones are grown when the words name none of them.
     */
    crops: z.optional(
      z.array(z.strictObject({ name: text(40), match: text(200), default: z.optional(z.literal(true)) })).check(z.minLength(1)),
    ),
    /**
     * What the month a plan starts in means for a season's work, said first (builtin/custom.ts): `months`
     * are the northern hemisphere's; words matching `southern` read them six months on.
     */
    seasons: z.optional(
      z.strictObject({
        southern: text(300),
        say: z.array(z.strictObject({ months: z.array(z.int().check(z.gte(1), z.lte(12))).check(z.minLength(1)), say: text(600) })),
      }),
    ),
    /** The specifics the tasks speak of, read from the person's words (person.ts). */
    holes: z.optional(z.array(holeSchema)),
    /**
     * Regional varieties of the language (Latin American Spanish): chosen when the person's words name
     * where they will use it, each rewrites the tasks' words that differ (levels.ts) and says so first.
     */
    varieties: z.optional(
      z.array(
        z.strictObject({
          name: text(80),
          /** Where the variety's forms come from, named so a reader can check them. */
          source: text(600),
          match: patterns,
          say: text(600),
          /** Literal text in the tasks and what this variety says instead, in order. */
          rewrite: z.array(z.strictObject({ from: text(200), to: text(300) })).check(z.minLength(1)),
        }),
      ),
    ),
    weeks: z.array(curriculumWeekSchema).check(z.minLength(3), z.maxLength(52)),
  })
  .check(
    z.refine((c) => !c.ladder || c.ladder.rungs.at(-1)!.week === c.weeks.length, {
      message: 'the ladder’s last rung must end with the syllabus',
      path: ['ladder'],
    }),
    z.refine(
      (c) => {
        const marks = c.weeks.flatMap((w) => (w.part ? [w.part] : []));
        return marks.join() === '' || marks.join() === 'first,next,halfway';
      },
      { message: 'part weeks come as first, next and halfway, once each and in that order', path: ['weeks'] },
    ),
    z.refine((c) => !c.outside || !!c.covers, { message: 'a curriculum with targets outside it says what it covers', path: ['covers'] }),
    z.refine(
      (c) => {
        const tasks = c.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
        const made = new Set(tasks.flatMap((t) => t.makes ?? []));
        const used = [...tasks.flatMap((t) => t.uses ?? []), ...c.weeks.flatMap((w) => w.milestone.uses ?? [])];
        return used.every((u) => made.has(u));
      },
      { message: 'everything a task or milestone uses is made by a task of the curriculum', path: ['weeks'] },
    ),
    z.refine((c) => c.weeks.every((w) => w.days.every((d) => d.tasks.every((t) => !t.crop || !!c.crops?.some((k) => k.name === t.crop)))), {
      message: 'a task’s crop is one of the curriculum’s crops',
      path: ['crops'],
    }),
    z.refine(
      (c) => {
        const used = new Set(
          c.weeks.flatMap((w) => [...w.days.flatMap((d) => d.tasks.flatMap((t) => t.uses ?? [])), ...(w.milestone.uses ?? [])]),
        );
        // A hole (the person's own words: `{camera}`) may stand in an optional lesson when a lesson the week
        // always keeps says it too, so leaving the lesson out never leaves the person's words out of the week (decision 234).
        const holes = (d: z.infer<typeof curriculumDaySchema>) => d.tasks.flatMap((t) => (t.title + t.description).match(HOLES) ?? []);
        return c.weeks.every((w) => {
          const kept = new Set(w.days.filter((d) => !d.optional).flatMap(holes));
          return w.days.every(
            (d, i) =>
              !d.optional ||
              (i > 0 && d.tasks.every((t) => !t.whole && !t.makes?.some((m) => used.has(m))) && holes(d).every((h) => kept.has(h))),
          );
        });
      },
      {
        message: 'an optional lesson is not its week’s first, and has no whole task, thing another task uses, or hole no kept lesson has',
        path: ['weeks'],
      },
    ),
    z.refine((c) => c.weeks.every((w) => !w.kept || w.days.some((d) => d.optional)), {
      message: 'a week as kept needs an optional lesson',
      path: ['weeks'],
    }),
    z.refine((c) => (c.outside ?? []).every((o) => !o.rung || !!c.ladder?.rungs.some((r) => r.name === o.rung)), {
      message: 'an outside target’s rung must be on the ladder',
      path: ['outside'],
    }),
    z.refine(
      (c) => {
        const levels = c.practice?.themes?.levels;
        if (!levels) return true;
        const named = levels.flatMap((l) => l.rungs);
        const rungs = (c.ladder?.rungs ?? []).map((r) => r.name);
        return named.length === rungs.length && rungs.every((r) => named.includes(r));
      },
      { message: 'practice themes name every rung of the ladder once', path: ['practice', 'themes'] },
    ),
  );

export type Curriculum = z.infer<typeof curriculumSchema>;
export type CurriculumWeek = Curriculum['weeks'][number];
export type CurriculumTask = CurriculumWeek['days'][number]['tasks'][number];
export type DayKind = (typeof DAY_KINDS)[number];
export type Ladder = NonNullable<Curriculum['ladder']>;
export type Rung = Ladder['rungs'][number];
export type Outside = NonNullable<Curriculum['outside']>[number];
export type Track = NonNullable<Curriculum['tracks']>[number];
export type Hole = NonNullable<Curriculum['holes']>[number];
export type Unit = z.infer<typeof unitSchema>;
