import * as z from 'zod/mini';
import { once, readData, text } from './data';
import { curriculumTaskSchema } from './schema';
import { matchesAny } from '../builtin/words';

/**
 * The tables levels.ts reads a language learner's words with (issue #36, decision 097), kept as data
 * beside the curricula (`_language-tables.json`, shipped beside the bundle as they are) so the planner's
 * code does not grow with them: the levels people name by what they want to do, the starts they name
 * by their history, the purposes a language is learnt for — each with its topics, its own tasks, and an
 * inventory of weekly tasks by level — the scripts, counts and exam levels that place a learner, and
 * the languages a target may name that the catalogue does not teach. The rules that read them stay in
 * levels.ts, with the sources beside them; a requirement states its own source in its words.
 */
/**
 * The tables' schemas, built with their first read: only a language goal reads the tables, so no other
 * plan (and no cold start) pays for building them (decision 239).
 */
function schemas() {
  const patterns = z.array(text(400)).check(z.minLength(1));
  const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
  const byLevel = <T extends z.core.SomeType>(of: T) => z.partialRecord(z.enum(LEVELS), of);
  const said = z.strictObject({ title: text(120), description: text(600) });

  /** A situation, text type or task of a purpose at a level: one week's purpose task ("handing over a patient"). */
  const situationSchema = z.strictObject({ situation: text(70), detail: text(200) });

  /**
   * A purpose's domain as the spine of its weeks of practice (issue #36, round 10; decision 131): per CEFR
   * level, the themes its weeks take in turn, each with the words and the can-do statement that go with it,
   * so the level's grammar is practised on the person's own matter (a talk's product and figures, a
   * series' scenes, a book's world) and not on the stock topics. C1 takes B2's; `source` names where the
   * themes and can-dos come from.
   */
  const spineSchema = z.strictObject({
    source: text(600),
    /** How the plan names the domain's own tasks ("Your trip") and the domain where the target names no work ("your trip"). */
    label: text(30),
    thing: text(60),
    /** The can-do task's description on the domain: `{artefact}`, `{point}`, `{theme}`. */
    use: text(300),
    /** Grammar points brought first in their level for this domain, by option (a French novel's passé simple), as patterns. */
    forward: z.optional(z.record(z.string(), z.array(text(80)))),
    /** Where a theme's second set of words comes from ("from its notes"). */
    own: text(80),
    levels: byLevel(z.array(z.strictObject({ theme: text(60), words: text(110), can: text(100) })).check(z.minLength(4))),
  });

  const purposeSchema = z.strictObject({
    name: text(40),
    /** Its domain for the weeks of practice (`spines`), where it has one. */
    spine: z.optional(text(30)),
    match: patterns,
    topics: byLevel(z.array(text(100))),
    /** Practice of its own, first in the turn with the rest (`{language}`: the curriculum's option). */
    tasks: z.optional(z.array(curriculumTaskSchema)),
    /** An exam: a target names one (the first that matches), however many boards its words recall. */
    exam: z.optional(z.literal(true)),
    /** Practice the purpose leaves out, by the title's first word: an exam that tests no writing or speaking. */
    skips: z.optional(z.array(text(40))),
    /** What its practice is made of, where it differs from the curriculum's. */
    kinds: z.optional(text(120)),
    /** The check closing a practice week, where the purpose measures progress otherwise. */
    milestone: z.optional(said),
    /** Words its tasks fill per language (`{bignumbers}`), by the curriculum's option, else `default`. */
    words: z.optional(z.record(z.string(), z.record(z.string(), text(600)))),
    /** Purposes this one stands for when both are named: a nurse's work is the ward's, not the office's. */
    instead: z.optional(z.array(text(40))),
    /**
     * A task for every week of practice, at the level reached (units.ts teaches the next each week and
     * reviews earlier ones): the level's situations, each worked in each of the kinds in turn.
     */
    weekly: z.optional(
      z.strictObject({
        label: text(30),
        kinds: z.enum(['talk', 'media', 'exam']),
        levels: byLevel(z.array(situationSchema).check(z.minLength(4))),
      }),
    ),
    /** A real-world requirement (a registration's level, a university's admission), by language, said once with its source. */
    requirement: z.optional(z.record(z.string(), text(600))),
    /**
     * The requirement by profession, where it differs (a physiotherapist's is not a nurse's), by language:
     * said instead of `requirement` where the person's words name the profession, each with its source.
     */
    professions: z.optional(z.record(z.string(), z.array(z.strictObject({ match: patterns, say: text(600) })))),
  });

  /**
   * The target's own work (issue #36, round 9; decision 112): a named series, song, book, game, a speech
   * or toast, an exam's own paper. Read from the target's words, it is worked in every week of practice:
   * the `first` stages in order, then cycles of `steps` on its next part (`{n}`) each closed by the whole
   * of it, `wholes[c]` in the c-th cycle (the last repeating), so the work grows to the whole.
   */
  const artefactSchema = z.strictObject({
    kind: text(30),
    /** Its domain for the weeks of practice (`spines`), where it has one. */
    spine: z.optional(text(30)),
    /** Patterns on the target as written, lower-cased; a capture group, where one matches, is the work's own words ("my wedding toast"). */
    match: z.array(text(400)),
    /** Patterns that mean this kind only with a name beside them ("watch One Piece"). */
    named: z.optional(z.array(text(400))),
    /** Words that mean another purpose, not this kind ("watch the Champions League" is sport). */
    unless: z.optional(z.array(text(400))),
    /** The work's words from the capture group (`{1}`): "the {1} speaking paper". */
    as: z.optional(text(80)),
    /** The level the work asks where the target names none, the first that matches ("with … subtitles" is B1; `^` any). */
    levels: z.optional(z.array(z.strictObject({ match: text(200), rung: z.enum(LEVELS) }))),
    /** The work when the words give no name and no group: "the series you chose". */
    thing: text(80),
    /** Purposes it stands for: its weeks are the work's, not the purpose's general inventory. */
    instead: z.optional(z.array(text(40))),
    /** Said first, as a warning is: how the plan works the target's own work, and what it honestly takes. */
    say: text(600),
    /** Practice of its own, in the turn (lesson weeks too): `{artefact}`, `{language}`. */
    tasks: z.array(curriculumTaskSchema).check(z.minLength(1)),
    /** How many of its own tasks a week of lessons holds, on days spread from its first to its last (2 where unsaid). */
    perWeek: z.optional(z.number()),
    first: z.optional(z.array(curriculumTaskSchema)),
    steps: z.array(curriculumTaskSchema),
    wholes: z.array(curriculumTaskSchema).check(z.minLength(1)),
    /** An earlier week's work on it, in review. */
    review: curriculumTaskSchema,
  });

  const languageTablesSchema = z.strictObject({
    $comment: z.optional(z.string()),
    /** Targets people name by what they want to do, per CEFR level (patterns). */
    targets: byLevel(patterns),
    /** Starts a person names by their history: the start band goes to the rung's last week (a review). */
    starts: z.array(z.strictObject({ match: patterns, rung: z.enum(LEVELS) })).check(z.minLength(1)),
    /**
     * What a person says they can already do, per skill (issue #36, round 11): each with the CEFR can-do it
     * meets, the level it shows, and the level whose material the plan starts at (`review`: that level's
     * last week, a review). `{place}` is the option's places (`places`), `{language}` its name; `named`:
     * the clause must name the language ("I read technical English"), since a professional reads English.
     */
    evidence: z.array(
      z.strictObject({
        said: text(80),
        skill: z.enum(['reading', 'listening', 'speaking', 'overall']),
        level: z.enum(LEVELS),
        start: z.enum(LEVELS),
        review: z.optional(z.literal(true)),
        named: z.optional(z.literal(true)),
        can: text(300),
        match: patterns,
      }),
    ),
    /** Where each option's language is lived in, as one pattern's alternatives ("lived in Rome for a year"). */
    places: z.record(z.string(), text(600)),
    purposes: z.array(purposeSchema),
    /**
     * Jobs whose modifier changes a purpose word's domain (a vet nurse is no ward's nurse, a football agent no
     * commentator, a kitchen fitter no cook), each named `as` its own domain, in the words purposes, tasks and
     * professions are matched on; the person's own words stay theirs where a task quotes them.
     */
    jobs: z.array(
      z.strictObject({
        match: text(300),
        as: text(40),
        /** Purposes its domain takes the place of, whatever else the words name ("a vet nurse's patients" are no ward's). */
        instead: z.optional(z.array(text(40))),
      }),
    ),
    /**
     * Languages close to an option's, by option: a fluent speaker of one reads and hears the option's early
     * (`text`: Spanish on Italian), speaks it already and learns its script and formal words (`speech`: Urdu on
     * Hindi), or reads its characters or script already, its sounds and grammar new (`script`: Chinese on Japanese's
     * kanji, Marathi on Hindi's Devanagari); `similar` says how close with its source, `differ` what its lessons put first.
     * Or shares its grammar, its script and sounds new (`grammar`: Japanese on Korean, Cantonese on Mandarin: the
     * first weeks kept, each week's sentences set against it; decision 277).
     * Keyed by option, or by the custom language course's language name (decision 271).
     */
    kin: z.record(
      z.string(),
      z.array(
        z.strictObject({
          name: text(40),
          match: text(200),
          carries: z.enum(['text', 'speech', 'script', 'grammar']),
          similar: text(300),
          differ: text(300),
          /** The curriculum's own tasks rewritten for this speaker, by a pattern on the title (an English speaker's sounds). */
          /** The option's first weeks kept for what is new (its sounds), then A2's lessons: A1's are what the speaker has. */
          opens: z.optional(z.int().check(z.gte(1), z.lte(4))),
          adapt: z.optional(z.array(z.strictObject({ match: text(200), title: text(120), description: text(300) }))),
        }),
      ),
    ),
    /**
     * A series the person watches, said where they are, as listening in a plan whose target is something else (decision
     * 284): the task, with `{Series}`, `{language}` and `{speech}` (the option's `speech`: its speech levels as dramas use them).
     */
    watched: z.strictObject({
      task: curriculumTaskSchema,
      speech: z.record(z.string(), text(300)),
      source: text(600),
    }),
    /**
     * An exam's ladder of levels (decision 284): a beginner who names a level above its first is told the levels before it,
     * sat first, and when the exam is held.
     */
    examLadders: z.array(
      z.strictObject({
        option: text(40),
        exam: text(40),
        levels: z.array(z.strictObject({ name: text(20), match: text(100), what: text(200) })).check(z.minLength(2)),
        say: text(600),
        source: text(400),
      }),
    ),
    /** The target's own work, by kind, in the order they are tried (an exam's paper before a song). */
    artefacts: z.array(artefactSchema),
    /** The kinds of weekly purpose task, in turn, with `{label}`, `{situation}`, `{detail}` and `{language}`. */
    weeklyKinds: z.record(z.enum(['talk', 'media', 'exam']), z.array(curriculumTaskSchema).check(z.minLength(2))),
    /** An earlier week's purpose task in review. */
    weeklyReview: curriculumTaskSchema,
    /** The domains purposes and works name as their `spine`. */
    spines: z.record(z.string(), spineSchema),
    /** A heritage speaker's practice, first in the turn: reading and writing what they already say, and register. */
    heritageTasks: z.array(curriculumTaskSchema).check(z.minLength(1)),
    /**
     * A heritage speaker whose target is speaking (`target`, not `unless`: reading or the script asked), decision 341: their
     * speaking started from their listening — answering in the language what they would answer in English — said, and
     * put first in the practice; the script a strand beside it.
     */
    heritageSpeaking: z.strictObject({
      target: text(400),
      unless: text(400),
      say: text(800),
      tasks: z.array(curriculumTaskSchema).check(z.minLength(1)),
      /**
       * A script woven through the lessons (kana, characters), by option (decision 353): for a listener who cannot read it,
       * a strand of the practice beside the lessons, which start past A1, not the weeks that open the plan.
       */
      strands: z.optional(
        z.record(
          z.string(),
          z.strictObject({
            say: text(600),
            /** The lesson weeks its first task (the script itself) is given in, two days each; its second task after. */
            weeks: z.int().check(z.gte(1), z.lte(40)),
            tasks: z.array(curriculumTaskSchema).check(z.minLength(1)),
            source: text(400),
          }),
        ),
      ),
      sources: text(600),
    }),
    /**
     * A heritage speaker of another variety who wants to read (decision 326: Cantonese on Chinese), by option: the
     * varieties with their romanisation, what says they hear one (`heard`, not `denied`), the reading target (`target`,
     * not `unless`: speaking asked is the option's own plan), what is said, the practice left out and put first.
     */
    heritageReading: z.record(
      z.string(),
      z.strictObject({
        varieties: z
          .array(
            z.strictObject({
              name: text(40),
              match: text(200),
              words: text(120),
              romanisation: text(200),
              /** Where its own lessons are, said to a speaker of it who wants to speak it better (`spoken`). */
              course: z.optional(text(300)),
            }),
          )
          .check(z.minLength(1)),
        heard: text(300),
        denied: text(200),
        target: text(300),
        unless: text(300),
        say: text(1600),
        /**
         * A speaker of the variety whose target is speaking it (decision 353: "speak Cantonese better with my grandma"): placed
         * as a reader is, past the pinyin-and-tones week, the lessons for the characters only, with `say` in the reader's place.
         */
        spoken: z.optional(z.strictObject({ target: text(300), say: text(1600) })),
        skips: z.array(text(40)),
        tasks: z.array(curriculumTaskSchema).check(z.minLength(1)),
        sources: text(600),
      }),
    ),
    /**
     * A purpose's true level (decision 230): where the target names it and no level, the plan aims at `rung`
     * (the CEFR only as a reference) and says first what the purpose asks at which level, with its source.
     * Without `rung`, the level the words already read stays and only the sentence is said.
     */
    purposeLevels: z.array(z.strictObject({ match: patterns, rung: z.optional(z.enum(LEVELS)), say: text(600), source: text(400) })),
    /** The polite register to elders and in-laws, per option (`{register}` in the family's and a heritage speaker's tasks), and its sources. */
    registers: z.strictObject({ source: text(600), say: z.record(z.string(), text(400)) }),
    /**
     * A close language's head start as a start (decision 230): the rung a fluent speaker of a `text` kin begins past, the
     * rung up to which the plan goes at its lessons' pace (`through`, decision 284), and why.
     */
    kinStart: z.strictObject({ rung: z.enum(LEVELS), through: z.enum(LEVELS), say: text(1000), source: text(600) }),
    /**
     * A school qualification in the language (decision 306): one taken in it as a subject (`subjects`: a GCSE, an A-level, a
     * Leaving Cert, read beside the language's name) at the level it is set at, and years later (`forgotten`) a review that
     * comes back fast; one taken at a school whose language it is (`own`: an Abitur on German), a first language's level,
     * with the school's own terms where the target is a child's homework. `others`: a clause about someone else's.
     */
    schools: z.strictObject({
      source: text(800),
      forgotten: text(300),
      others: text(300),
      subjects: z
        .array(
          // `peer`: no public figure places it; read as an A-level's (or a GCSE's) peer, and said so.
          z.strictObject({ said: text(40), level: z.enum(LEVELS), when: text(100), match: text(300), peer: z.optional(z.literal(true)) }),
        )
        .check(z.minLength(1)),
      own: z.record(z.string(), z.strictObject({ match: patterns, said: text(120), homework: z.optional(curriculumTaskSchema) })),
    }),
    /**
     * A target that is a script alone (decision 306: "read Hangul in a week"): the plan is the curriculum's weeks that teach
     * it (`weeks`, from its first), its hours their tasks' minutes, and what it is said (`say`, `{hours}`); a target that asks
     * more (`beyond`) is the language's, its script the first weeks. Its practice days are the script's own (`practice`:
     * letters read aloud, written, words and signs read, the chart from memory), and a date never cuts it half-way (decision 325).
     */
    scriptTargets: z.strictObject({
      beyond: text(800),
      scripts: z.array(
        z.strictObject({
          option: text(40),
          name: text(40),
          match: text(200),
          weeks: z.int().check(z.gte(1), z.lte(4)),
          goal: text(120),
          say: text(600),
          /** The script's own practice, for the days between its lessons (round 18: not topics' listening or flashcards). */
          practice: z.array(curriculumTaskSchema).check(z.minLength(3)),
        }),
      ),
    }),
    /** Options written in a script of their own, with the week (0-based) that starts teaching it for reading. */
    scripts: z.record(
      z.string(),
      z.strictObject({
        script: text(40),
        week: z.int().check(z.gte(0)),
        skipped: z.optional(text(200)),
        /**
         * The weeks that teach the whole script in one go (Hangul, Devanagari), where it is learnt so: a heritage
         * speaker who cannot read takes them as A2's first weeks, past A1's spoken lessons (decision 230).
         */
        block: z.optional(z.int().check(z.gte(1))),
      }),
    ),
    /** Counts that mean a level reached, per kind of thing counted. */
    counts: z.array(
      z.strictObject({
        match: text(200),
        options: z.optional(z.array(text(40))),
        reached: z.record(z.enum(LEVELS), z.int()),
        what: text(40),
      }),
    ),
    /** An exam passed, per level. */
    examLevels: z.record(z.enum(LEVELS), patterns),
    /**
     * The check closing a week of practice by the skill the target asks (decision 302): a page read and retold for a
     * reader, a message written for a writer, both for both; the first that matches, none where the target also
     * names speaking (`unless`). A purpose's own check, a counted conversation or the person's work's replaces it.
     */
    skillChecks: z.array(z.strictObject({ skill: text(40), match: patterns, unless: z.optional(patterns), milestone: said })),
    /**
     * The talk that closes a week of practice, by the level it works towards (decision 308): short answers towards A1, a
     * minute towards A2, where the stock check asks 2 minutes without notes at every level.
     */
    spokenChecks: z.strictObject({
      source: text(600),
      levels: z.partialRecord(z.enum(LEVELS), z.union([said, z.array(said).check(z.minLength(1))])),
    }),
    /**
     * The stock listening task of a week of practice by the level it works towards (decision 327): from B1 a learners'
     * podcast at natural speed, from B2 real radio and series, at C1 lectures and debates, not audio made for beginners.
     */
    heardChecks: z.strictObject({ source: text(600), match: text(200), levels: z.partialRecord(z.enum(LEVELS), said) }),
    /**
     * What each kind of grammar point is used for (decision 308): patterns for the point (its name and example, in any
     * catalogue language) and for the situations that use it, so a week's point is practised in a situation that
     * needs it ("the past" on "your last working week"), not the next theme in the list.
     */
    grammarUses: z.strictObject({
      source: text(600),
      uses: z.array(z.strictObject({ use: text(60), point: patterns, situation: patterns })),
    }),
    /**
     * A place or an occasion the target names, for the option it belongs to (decision 302): its own words in tasks
     * first in the practice turn (Sicily's menu, Chuseok's greetings), and a rule it carries said (a country's
     * level for citizenship), each with its source.
     */
    occasions: z.array(
      z.strictObject({
        name: text(40),
        options: z.array(text(40)).check(z.minLength(1)),
        match: patterns,
        tasks: z.optional(z.array(curriculumTaskSchema)),
        say: z.optional(text(600)),
        /** The language its situations are said in, where not the option's (Cantonese on Chinese, decision 333). */
        language: z.optional(text(40)),
        /** Its day rehearsed whole, the last week's check where the target dates it (decision 351: a birthday's toast). */
        finale: z.optional(z.strictObject({ title: text(100), description: text(400) })),
        /** Its situations beside a named work's weeks too, one week in three (decision 390: plain Japanese beside the anime's scenes). */
        beside: z.optional(z.boolean()),
        /** Its situations for the weeks of practice, by level, taken in turn with the purposes' (a purpose's `weekly`). */
        weekly: z.optional(
          z.strictObject({
            label: text(30),
            kinds: z.enum(['talk', 'media', 'exam']),
            levels: byLevel(z.array(situationSchema).check(z.minLength(4))),
          }),
        ),
        source: text(400),
      }),
    ),
    /**
     * The countries a language is spoken in whose own route differs from the language's first country (decision 372:
     * Vienna is Austria's recognition, not a German Land's): where the person's words name one, a requirement,
     * a profession's rule or a work's note keyed "{language} {country}" ("German Austria") is said in place of the
     * language's own.
     */
    countries: z.array(z.strictObject({ name: text(40), languages: z.array(text(40)).check(z.minLength(1)), match: patterns })),
    /** Languages a target may name that the catalogue's language does not teach, with what the option can still give. */
    otherLanguages: z.array(
      z.strictObject({
        name: text(40),
        match: text(200),
        gives: z.optional(z.record(z.string(), text(700))),
        /** Said, by option, to a person who hears this language at home: what it is and is not towards the option's. */
        heard: z.optional(z.record(z.string(), text(600))),
      }),
    ),
  });
  return { languageTablesSchema, situationSchema };
}
type Schemas = ReturnType<typeof schemas>;

export type LanguageTables = z.infer<Schemas['languageTablesSchema']>;
export type Purpose = LanguageTables['purposes'][number];
export type Situation = z.infer<Schemas['situationSchema']>;
export type ArtefactKind = LanguageTables['artefacts'][number];
export type Spine = LanguageTables['spines'][string];
export type Evidence = LanguageTables['evidence'][number];
export type Kin = LanguageTables['kin'][string][number];

/** The tables, read and checked on first use, as a curriculum is (load.ts). */
export const languageTables = once(() => readData('_language-tables.json', schemas().languageTablesSchema));

/** The country the person's words place their language in, where its route is its own (decision 372), else none. */
export function countryOf(language: string, words: string): string | undefined {
  return languageTables().countries.find((c) => c.languages.includes(language) && matchesAny(c.match, words))?.name;
}
