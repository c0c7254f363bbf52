import * as z from 'zod/mini';
import { once, readData, text } from './data';
import { artefactOf, asJobs, firstNamed, isCustomLanguage, purposesOf, schooledIn, withCustomKin } from '../levels';
import { deadlineOf } from '../deadline';
import { todayIn } from '../../../contract';
import { countryOf, languageTables } from './language-tables';
import { namedPerson } from './language-people';
import { curriculumTaskSchema, type Curriculum, type CurriculumTask, type CurriculumWeek } from './schema';
import { partsOf, placeWeek } from '../builtin/place';
import { reachBy, type Reach } from '../builtin/reach';

/**
 * The person's own task practised as itself in a language plan (issue #36, round 11; decision 167): a
 * stand-up, a site meeting, a patient's history, a letter to a grandparent, a costume drama, a variety
 * show, a trip to a named place, a novel — and an exam as its board sets it. The data is
 * `_language-tasks.json` beside the curricula, each entry with its source; the rules that apply it are here.
 * levels.ts (`forLanguage`) reads the person's purposes, work and level first; this module then makes the
 * task the spine of the weeks of practice where the words name one: each week's theme, new words, can-do and
 * purpose slot come from the same part of the task, a drill of it joins the turn, every week closes on the
 * part, and the plan's last week closes on the task done for real. Words naming none leave the curriculum as it is.
 */

/**
 * The data's schemas, built with its first read: only a language goal reads it, so no other plan (and no
 * cold start) pays for building them (decision 239).
 */
function schemas() {
  const said = z.strictObject({ title: text(120), description: text(400) });
  /** A part's first phrases in each language, with their English (`phrasebooks` names where they come from, per language). */
  const phrases = z.optional(z.record(z.string(), text(800)));
  const partSchema = z.strictObject({ theme: text(60), words: text(200), can: text(200), phrases, task: curriculumTaskSchema });
  /** A country's own note where the target names a place there (Mexico City's, not Spain's: decision 373), before `notes`. */
  const placeNotes = z.optional(z.array(z.strictObject({ language: text(20), match: text(400), say: text(400), source: text(400) })));
  const genreSchema = z.strictObject({
    id: text(20),
    match: z.array(text(800)).check(z.minLength(1)),
    /** Other tasks named beside it (e-mails beside meetings, calls beside letters): the purposes keep their turn, as levels.ts made it. */
    unless: z.optional(z.array(text(400))),
    /** Chosen only with a named place of the option's language (`places`): a trip to Osaka, not any trip. */
    place: z.optional(z.literal(true)),
    /** How its parts are done, for the rounds after the first (`rounds`): said unless written, read, or watched (a series moves on by itself). */
    mode: z.optional(z.enum(['say', 'read', 'write', 'watch'])),
    thing: text(60),
    /** The theme of a week that runs the whole through: the matter of it ("your team and its sprint"). */
    wholeTheme: text(60),
    /** Its domain's themes after the first round of its parts (`spines` in _language-tables.json). */
    spine: z.optional(text(30)),
    source: text(800),
    /** Said first: `{language}`, `{note}` (the language's register note), and a place's `{place}`, `{card}`, `{speech}`, `{food}`. */
    say: text(800),
    notes: z.record(z.string(), z.string()),
    placeNotes,
    parts: z.array(partSchema).check(z.minLength(3)),
    whole: curriculumTaskSchema,
    drill: curriculumTaskSchema,
    milestone: said,
    finale: said,
  });
  const placeSchema = z.strictObject({
    name: text(40),
    match: text(200),
    options: z.array(text(20)),
    card: text(300),
    speech: text(400),
    food: text(200),
  });
  const rewritesSchema = z.strictObject({
    objective: text(300),
    milestone: z.strictObject({ title: text(100), description: text(400) }),
    rewrites: z.array(z.strictObject({ match: text(200), title: text(120), description: text(400) })).check(z.minLength(1)),
    /** What the essay becomes in the week's and its days' titles ("a case at work", "A case’s structure"). */
    week: z.optional(text(40)),
    day: z.optional(text(20)),
  });
  const examSchema = z.strictObject({
    board: text(40),
    options: z.array(text(20)),
    match: text(300),
    say: text(1000),
    /** Per CEFR level, the papers' tasks the level's grammar carries: [the paper and its task, what it asks]. */
    levels: z.record(z.string(), z.array(z.tuple([text(70), text(200)])).check(z.minLength(2))),
    /**
     * The board's sections by CEFR level (`*` for every level) with their published minutes and questions (decision 284):
     * a mock is one of them at its own timing, or its questions at the board's pace where a day is shorter.
     */
    sections: z.optional(
      z.record(
        z.string(),
        z.array(z.strictObject({ name: text(60), minutes: z.number(), questions: z.optional(z.number()) })).check(z.minLength(1)),
      ),
    ),
    /**
     * A paper's real timed part that a short day holds (5–15 minutes), by the paper as `levels` names it: one reading text,
     * one listening part, a written task's plan — from the board's published handbook, its minutes the board's own or its pace.
     */
    parts: z.optional(z.record(z.string(), z.strictObject({ part: text(200), minutes: z.number() }))),
    /** Where the board's timings come from, for the parts above. */
    source: z.optional(text(300)),
    /** A lesson week's essay as this exam's own writing (decision 332: OET's is a letter from case notes), as `atWork` rewrites it. */
    lessons: z.optional(rewritesSchema),
  });
  const novelSchema = z.strictObject({
    match: text(200),
    minutesPerPage: z.number(),
    pages: z.number(),
    source: text(600),
    say: text(800),
    authors: z.array(z.strictObject({ match: text(100), say: text(500), pages: z.number() })),
    choose: text(200),
  });
  /** A task's words to fill: `{Thing}`, `{thing}`, `{theme}`, `{Do}`, `{people}`, `{whole}`, `{language}`. */
  const templateSchema = z.strictObject({ title: text(120), description: text(400) });
  const modeSchema = z.enum(['say', 'read', 'write', 'listen']);
  const situationSchema = z.strictObject({ theme: text(60), words: text(200), can: text(200), phrases, mode: modeSchema, do: text(300) });
  /**
   * A purpose described by its domain (CEFR Companion Volume 2020: the people met, the places, the exchanges and
   * texts of a personal, public, occupational or educational domain): its situations from the simplest to the
   * task, each a mode the templates turn into a task, so a new purpose is data, not a genre's every task written out.
   */
  const describedSchema = z.strictObject({
    id: text(20),
    domain: z.enum(['personal', 'public', 'occupational', 'educational']),
    match: z.array(text(800)).check(z.minLength(1)),
    unless: z.optional(z.array(text(400))),
    /** The job's own names, read where the person is ("I'm a chef", "care worker"), where the target names work in general (decision 278). */
    job: z.optional(text(400)),
    thing: text(60),
    /**
     * The person's own words in its texts (decision 372): `{name}` is the first group `match` finds in the target ("ghost"
     * in "an Edinburgh ghost-tour guide"), else `else`, so a tour guide's tasks say their tour, town and group.
     */
    holes: z.optional(z.array(z.strictObject({ name: text(20), match: text(600), else: text(80) }))),
    /** Who the person meets in it, as a partner plays them: "the other parents and the coach". */
    people: text(160),
    /** The matter of a week that runs the whole through: "a match on the touchline". */
    whole: text(60),
    /** A purpose done by talking (its whole role-played) or by reading (a whole one read). */
    mode: z.enum(['say', 'read']),
    /** What one sitting of its reading is, where not a page: a webtoon's "episode" (it scrolls, it has no pages). */
    page: z.optional(text(20)),
    source: text(800),
    say: text(800),
    notes: z.record(z.string(), z.string()),
    placeNotes,
    situations: z.array(situationSchema).check(z.minLength(3)),
    /**
     * The recognition a job asks in the country, as one week of the first round after its first part (decision 396): its
     * `{body}` is the country's own (`bodies` keyed "{language} {country}", else "{language}"); none named, no such week.
     */
    route: z.optional(z.strictObject({ situation: situationSchema, bodies: z.record(z.string(), text(300)) })),
    finale: said,
  });
  /** A purpose in the person's own words (`{task}`), where no entry describes it: the situations every domain has. */
  const ownSchema = z.strictObject({
    $comment: z.string(),
    /** The verbs that open a purpose clause ("volunteer at …", "make friends at …"), as a pattern's alternatives. */
    verbs: text(600),
    ...z.omit(describedSchema, { id: true, match: true, unless: true, thing: true }).shape,
  });
  const describedTemplates = z.strictObject({
    part: z.strictObject({ say: templateSchema, read: templateSchema, write: templateSchema, listen: templateSchema }),
    whole: z.strictObject({ say: templateSchema, read: templateSchema }),
    drill: z.strictObject({ say: templateSchema, read: templateSchema }),
    /** A purpose done by reading is checked by a page read and retold, not a situation done again (decision 302). */
    milestone: z.strictObject({ say: said, read: said }),
  });
  const roundSchema = z.strictObject({ title: text(40), description: text(300) });
  const tasksSchema = z.strictObject({
    $comment: z.string(),
    genres: z.array(genreSchema),
    /** What each round of a purpose's parts after the first asks more of, by its mode (`{round}`: its number). */
    rounds: z.strictObject({
      $comment: z.string(),
      say: z.array(roundSchema),
      read: z.array(roundSchema),
      write: z.array(roundSchema),
      watch: z.array(roundSchema),
    }),
    described: z.strictObject({
      $comment: z.string(),
      templates: describedTemplates,
      purposes: z.array(describedSchema),
      own: ownSchema,
    }),
    /** Where each language's `phrases` come from: the functions and can-dos of its reference level descriptions. */
    phrasebooks: z.catchall(z.object({ $comment: z.string() }), z.strictObject({ name: text(60), source: text(400) })),
    novel: novelSchema,
    places: z.array(placeSchema),
    exams: z.array(examSchema),
    /** A lesson week's essay and exam formats as the job's own texts, for a target that is the person's work (decision 284). */
    atWork: z.extend(rewritesSchema, { $comment: z.string() }),
  });
  return { tasksSchema, describedSchema, describedTemplates, genreSchema, placeSchema, examSchema };
}
type Schemas = ReturnType<typeof schemas>;

export const languageTasks = once(() => readData('_language-tasks.json', schemas().tasksSchema));

type Described = z.infer<Schemas['describedSchema']>;

/**
 * A described purpose as a genre: each situation a part whose task is its mode's template filled with what the
 * person does there, its whole, drill and weekly check its mode's. `{thing}` and `{language}` stay for genreFill.
 */
function genreOfDescribed(purpose: Described, templates: z.infer<Schemas['describedTemplates']>): Genre {
  const fill = (s: string, theme = '', does = '') =>
    s
      .replaceAll('{theme}', theme)
      .replaceAll('{Do}', capital(does))
      .replaceAll('{people}', purpose.people)
      .replaceAll('{whole}', purpose.whole)
      .replaceAll('{page}', purpose.page ?? 'page');
  const task = (t: { title: string; description: string }, minutes: number, flex: [number, number], theme = '', does = '') => ({
    title: fill(t.title, theme, does),
    description: fill(t.description, theme, does),
    minutes,
    flex,
    difficulty: minutes >= 25 ? ('hard' as const) : minutes <= 5 ? ('easy' as const) : ('medium' as const),
    priority: 1,
  });
  const part = (s: Described['situations'][number]) => ({
    theme: s.theme,
    words: s.words,
    can: s.can,
    ...(s.phrases && { phrases: s.phrases }),
    task: task(templates.part[s.mode], 15, [10, 25], s.theme, s.do),
  });
  return {
    id: purpose.id,
    domain: purpose.domain,
    people: purpose.people,
    match: purpose.match,
    ...(purpose.unless && { unless: purpose.unless }),
    ...(purpose.job && { job: purpose.job }),
    ...(purpose.holes && { holes: purpose.holes }),
    thing: purpose.thing,
    mode: purpose.mode,
    wholeTheme: purpose.whole,
    source: purpose.source,
    say: purpose.say,
    notes: purpose.notes,
    ...(purpose.placeNotes && { placeNotes: purpose.placeNotes }),
    parts: purpose.situations.map(part),
    ...(purpose.route && { route: { part: part(purpose.route.situation), bodies: purpose.route.bodies } }),
    whole: task(templates.whole[purpose.mode], 25, [15, 35]),
    drill: task(templates.drill[purpose.mode], 5, [5, 10]),
    milestone: { title: fill(templates.milestone[purpose.mode].title), description: fill(templates.milestone[purpose.mode].description) },
    finale: purpose.finale,
  };
}

/** The -ing form of a purpose's first verb: "volunteer" → "volunteering", "chat" → "chatting", "make friends" → "making friends". */
function gerund(phrase: string): string {
  return phrase.replace(/^(\w+)/, (verb) =>
    /^(?:chat|get|shop|worship)$/.test(verb) ? `${verb}${verb.at(-1)}ing` : /[^e]e$/.test(verb) ? `${verb.slice(0, -1)}ing` : `${verb}ing`,
  );
}

const DANGLING = /(?:\s+(?:from|their|the|a|an|with|at|in|of|to|for|on|your|and|his|her))+$/;

/** What says only how well, not what for: "speak Spanish fluently", "talk with confidence". */
const HOW_WELL =
  /\b(?:fluently|fluent|confidently|with confidence|well|better|properly|naturally|easily|comfortably|more|basics?|conversational|everyday|the language|at (?:a )?[abc][12](?: level)?|like a native|without (?:fear|hesitat\w*)|a bit|a little)\b/g;

/**
 * The person's purpose in their own words, as a genre (the `own` entry): "volunteer at an animal shelter in Oaxaca",
 * "make friends at my climbing gym in Lyon". Only a clause that names with whom, where or what (a preposition or an
 * object beyond the language and how well): "speak Spanish fluently" names none.
 */
function ownGenre(words: string, language: string): Genre | undefined {
  const { own, templates } = languageTasks().described;
  const clause = new RegExp(`\\b(${own.verbs})\\b([^.;!?\\n]{3,90})`, 'i').exec(words);
  if (!clause) return undefined;
  const rest = clause[2]!
    .replace(new RegExp(`\\b(?:in|speaking|using) ${language}\\b|\\b${language}\\b`, 'gi'), ' ')
    .replace(HOW_WELL, ' ')
    .replace(/\b(?:and|but|so|because|when|while)\b.*$/i, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // With whom, where or what: "at an animal shelter", "my kids with their homework", "the other volunteers".
  if (!/\b(?:with|to|at|in|for|on|about|from|my|our|the|their|his|her)\b \S+/i.test(rest)) return undefined;
  const yours = (s: string) =>
    s
      .replace(/\bmy\b/gi, 'your')
      .replace(/\bour\b/gi, 'your')
      .replace(/\bmyself\b/gi, 'yourself')
      .replace(/\b(?:I|me)\b/g, 'you');
  const task = yours(`${clause[1]!.toLowerCase()} ${rest}`);
  // At most 60 characters, cut before a phrase ("… homework | from their bilingual school"), never inside one.
  const full = gerund(task);
  const cuts = [...full.matchAll(/\s(?=(?:from|with|at|in|on|for|to|about|and)\s)/g)].map((m) => m.index).filter((i) => i <= 60);
  const thing = full.length <= 60 ? full : full.slice(0, cuts.at(-1) ?? 60).replace(DANGLING, '');
  const genre = genreOfDescribed({ ...own, id: 'own', match: ['(?!)'], thing }, templates);
  const withTask = (s: string) => s.replaceAll('{task}', task);
  return {
    ...genre,
    say: withTask(genre.say),
    parts: genre.parts.map((p) => ({
      ...p,
      task: { ...p.task, title: withTask(p.task.title), description: withTask(p.task.description) },
    })),
    finale: { title: withTask(genre.finale.title), description: withTask(genre.finale.description) },
  };
}

/** Every genre the person's words may name: the described purposes first (a pilgrimage before a trip), then the written-out ones. */
export const languageGenres = once((): Genre[] => {
  const { genres, described } = languageTasks();
  return [...described.purposes.map((p) => genreOfDescribed(p, described.templates)), ...genres];
});

/** A genre as written out, or made from a described purpose (which keeps its domain and the people met, for the AI's brief). */
type Genre = z.infer<Schemas['genreSchema']> & {
  domain?: Described['domain'];
  people?: string;
  job?: string;
  holes?: Described['holes'];
  /** Its recognition week's part and the bodies it names by country; after `inCountry`, only where one is named. */
  route?: { part: Genre['parts'][number]; bodies: Record<string, string> };
};
type Place = z.infer<Schemas['placeSchema']>;
type Exam = z.infer<Schemas['examSchema']>;
type Practice = NonNullable<Curriculum['practice']>;
type Level = NonNullable<Practice['themes']>['levels'][number];
type Weekly = NonNullable<Level['purpose']>[number];

const CEFR = ['A1', 'A2', 'B1', 'B2', 'C1'];
const matches = (pattern: string, words: string) => new RegExp(pattern, 'i').test(words);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A part's opening article in lower case mid-title ("one tarea"); a paper's own word kept ("Teil 1", "Part A"). */
const uncapital = (s: string) => s.replace(/^(?:One|The|Three)\b/, (w) => w.toLowerCase());
/** At most `max` characters, cut with an ellipsis (the schema's limits). */
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
const reworded = <T extends { title: string; description: string }>(t: T, fill: (s: string) => string): T => ({
  ...t,
  title: clip(fill(t.title), 120),
  description: clip(fill(t.description), 600),
});

/** The task the person's target names, with what its words are filled with; undefined where it names none. */
export interface LanguageTask {
  genre?: Genre;
  place?: Place;
  exam?: Exam;
  /** The exam's own paper is the target's work (levels.ts): the board's papers are said, its weeks left to the work. */
  paper?: boolean;
  novel?: { book: string; say: string; pages: number; weekly: number; weeks: number };
}

/**
 * A trip's parts with those the target names first ("order food and chat with the staff": ordering food before
 * arriving), the rest in their order: the weeks rehearse first what the person goes for (decision 262). A part is
 * named where a word of its theme (its first five letters, of words of five or more) is in the target.
 */
function namedFirst(genre: Genre, words: string): Genre {
  const said = words.toLowerCase();
  const named = (theme: string) => theme.split(/\W+/).some((w) => w.length >= 5 && said.includes(w.slice(0, 5)));
  return { ...genre, parts: [...genre.parts.filter((p) => named(p.theme)), ...genre.parts.filter((p) => !named(p.theme))] };
}

/**
 * The work the person's job is, where the target names work in general ("talk to suppliers and my team") and where
 * they are names the job ("I'm a chef in Dublin"): a teacher of English for a kitchen teaches the pass, the allergens
 * and the supplier's call, not a factory visit (decision 278). Only an occupational purpose, and only where the
 * target names work: a chef who wants to watch films is read as the target says.
 */
function jobAt(genres: readonly Genre[], target: string, current: string, named: (g: Genre, said: string) => unknown): Genre | undefined {
  if (!current.trim() || !purposesOf(target).some((p) => WORK.test(p.name)) || ELSEWHERE.test(target)) return undefined;
  const said = asJobs(current.replace(/[’‘]/g, "'"));
  // The job's own names where the purpose has them ("care worker", "mechanic"), else the words its target would name.
  const isJob = (g: Genre) =>
    g.job ? matches(g.job, said) && !g.unless?.some((m) => matches(m, said) || matches(m, target)) : named(g, said);
  return genres.find((g) => g.domain === 'occupational' && isJob(g));
}

/** A target that names other work than the person's job: a new career, another job, an office. */
const ELSEWHERE =
  /\b(?:office|as an? (?!chef|cook|carer|care worker|mechanic|builder)\w+|become|becoming|switch\w*|chang\w* (?:careers?|jobs?)|new (?:career|job)|retrain\w*|career change)\b/i;

/** The purposes that are work in general, whose own situations a job said elsewhere gives (`purposes` in _language-tables.json). */
const WORK = /^(?:work|trade and negotiation|work in healthcare)$/;

/**
 * What the target names, for this option: a genre of work (a place-bound one, a trip, only with a place of the
 * option's language), a novel to read (with the pages a week the person's time gives), an exam by its board.
 */
export function languageTaskOf(option: string, target: string, minutes: number, days: number, current = ''): LanguageTask {
  const { places, exams, novel } = languageTasks();
  const genres = languageGenres();
  const words = target.replace(/[’‘]/g, "'");
  const said = places.filter((p) => p.options.includes(option) && matches(p.match, words));
  // Two places named ("Kyoto and Tokyo") are one trip's, named together; the first's card, food and speech lead (decision 342).
  const place = said[0] && { ...said[0], name: said.map((p) => p.name).join(' and ') };
  // A job by its own domain: a vet nurse's practice, not a ward; a kitchen fitter's trade, not a kitchen.
  const jobs = asJobs(words);
  const names = (g: Genre, said: string) =>
    g.match.some((m) => matches(m, said)) && !g.unless?.some((m) => matches(m, said)) && (!g.place || place);
  const genre = genres.find((g) => names(g, jobs)) ?? jobAt(genres, words, current, names);
  // An exam's paper named as the work ("the DELE B1 speaking part") is worked by levels.ts; the board's papers are said.
  const work = artefactOf(target);
  const paper = work?.kind.spine === 'exam';
  const exam = exams.find((e) => e.options.includes(option) && matches(e.match, words));
  const task: LanguageTask = {
    ...(genre && { genre: genre.spine === 'travel' ? namedFirst(genre, words) : genre }),
    ...(genre?.place && place && { place }),
    ...(exam && { exam }),
    ...(paper && { paper }),
  };
  const book = work?.kind.kind === 'book';
  // A purpose no entry describes, in the person's own words, where nothing else reads them (levels.ts' purposes included).
  // Not for a first language's speaker (decision 306): their homework's situations are no newcomer's.
  // Nor where a register or variety the words name brings its own weeks (decision 390: a fan-sign's 반말 and the live).
  const register = languageTables().occasions.some((o) => o.beside && o.options.includes(option) && o.match.some((m) => matches(m, words)));
  const own =
    !genre && !exam && !work && !register && !matches(novel.match, words) && !purposesOf(words).length && !schooledIn(option, current)
      ? ownGenre(words, option)
      : undefined;
  if (own) return { genre: own };
  if (genre || exam || !(book || matches(novel.match, words))) return task;
  // A novel: the author's first book where the person names an author, else theirs to choose now.
  const author = novel.authors.find((a) => matches(a.match, words));
  const pages = author?.pages ?? novel.pages;
  // The pages a week are those the weeks' reading tasks hold (`withPages`): the promise is the plan's own time.
  const { read, pages: weekly } = readingPace(minutes, days);
  const weeks = Math.ceil(pages / weekly);
  // The book by its name where the person gave one ("Cien años de soledad", "Camus's L'Étranger"), else theirs to choose.
  const named = book && work.thing !== work.kind.thing && !/^(?:a|an|the|your)\b/i.test(work.thing) ? work.thing : undefined;
  const title = named ?? 'your novel';
  const say = novel.say
    .replace('{book}', title)
    .replace('{choose}', author ? author.say : named ? '' : novel.choose)
    .replace('{pages}', String(weekly))
    .replace('{read}', String(read))
    .replace('{length}', String(pages))
    .replace('{weeks}', String(weeks));
  return { novel: { book: title, say: say.replace(/: {2}/, ': '), pages, weekly, weeks } };
}

/**
 * The reading a book's week holds (issue #36, round 15): a quarter of the week’s time, 10 to 60 minutes and no more than a day's, read as
 * pages at the novel's minutes a page (Nation 2009: about 3 for a learner). The book's tasks (levels.ts) read on
 * `{pages}` pages each week, and the pace said is theirs, so the pages promised are the pages the weeks read.
 */
export function readingPace(minutes: number, days: number): { read: number; pages: number } {
  // Never more than a day holds: a sitting longer than the day is no sitting.
  const read = Math.min(60, Math.max(10, minutes), Math.max(10, Math.round((minutes * days * 0.25) / 5) * 5));
  return { read, pages: Math.max(3, Math.floor(read / languageTasks().novel.minutesPerPage)) };
}

/** A book's tasks with the week's pages (`{pages}`) and the minutes they take at the person's pace (`readingPace`). */
function withPages(curriculum: Curriculum, minutes: number, days: number): Curriculum {
  if (!JSON.stringify(curriculum).includes('{pages}')) return curriculum;
  const { read, pages } = readingPace(minutes, days);
  // A task that only reads (15 minutes in the data) takes the reading time; one that cards or retells too, its extra.
  // A review ("Again: … the next 8 pages") keeps its own minutes: it redoes, it does not read on.
  const paged = <T extends CurriculumTask>(t: T, review = false): T => {
    if (!`${t.title} ${t.description}`.includes('{pages}')) return t;
    const at = review ? t.minutes : Math.min(Math.max(read, minutes), Math.max(5, read + t.minutes - 15));
    return {
      ...t,
      title: t.title.replaceAll('{pages}', String(pages)),
      description: t.description.replaceAll('{pages}', String(pages)),
      minutes: at,
      // Never cut below the pages' time: the pages said are the pages read.
      ...(t.flex && { flex: review ? t.flex : ([at, Math.max(t.flex[1], at)] as [number, number]) }),
    };
  };
  const practice = curriculum.practice;
  return {
    ...curriculum,
    weeks: curriculum.weeks.map((w) => ({ ...w, days: w.days.map((d) => ({ ...d, tasks: d.tasks.map((t) => paged(t)) })) })),
    ...(practice?.themes && {
      practice: {
        ...practice,
        themes: {
          ...practice.themes,
          levels: practice.themes.levels.map((l) => ({
            ...l,
            ...(l.purpose && { purpose: l.purpose.map((p) => ({ task: paged(p.task), review: paged(p.review, true) })) }),
          })),
        },
      },
    }),
  };
}

/**
 * A genre's words for this person and language: the thing, the register note (a grandfather's own where the words name
 * him, `notes` "Italian he": Caro nonno, not Cara nonna — decision 351), the place's details.
 */
function genreFill(genre: Genre, place: Place | undefined, language: string, words = '') {
  const thing = genre.thing.replace('{place}', place?.name ?? '');
  const his = namedPerson(words)?.they === 'he' ? genre.notes[`${language} he`] : undefined;
  const country = countryOf(language, words);
  // (A place named in another country of the language takes that country's note: a move to Mexico City is not Spain's padrón.)
  const local = genre.placeNotes?.find((n) => n.language === language && new RegExp(n.match, 'i').test(words))?.say;
  const note = his ?? local ?? (country && genre.notes[`${language} ${country}`]) ?? genre.notes[language] ?? genre.notes.default ?? '';
  // (The person's own words first: the thing itself may hold one, "your {tour} tour".)
  const own = (s: string) =>
    (genre.holes ?? []).reduce(
      (said, h) => said.replaceAll(`{${h.name}}`, new RegExp(h.match, 'iu').exec(words)?.slice(1).find(Boolean) ?? h.else),
      s,
    );
  return (s: string) =>
    own(s)
      .replaceAll('{Thing}', capital(own(thing)))
      .replaceAll('{thing}', own(thing))
      .replaceAll('{note}', note)
      .replaceAll('{place}', place?.name ?? '')
      .replaceAll('{card}', place?.card ?? '')
      .replaceAll('{speech}', place?.speech ?? '')
      .replaceAll('{food}', place?.food ?? '')
      .replaceAll('{language}', language)
      .replace(/\s+$/, '');
}

/** One week of the task: its theme, words and can-do, and its purpose slot with the review that brings it back. */
interface Step {
  theme: string;
  words: string;
  can: string;
  weekly: Weekly;
}

/** The genre's weeks in order: its parts, then the whole run through, a cycle at a time (`{n}`: the week's count, an episode's number). */
function genreSteps(genre: Genre, fill: (s: string) => string, language = '', inVariety = (s: string) => s): Step[] {
  const review = (theme: string): CurriculumTask => ({
    title: clip(fill(`{Thing}: ${theme}, again from your notes`), 120),
    description: fill(
      'From an earlier week, for {thing}: say or write this part again in {language} from five key words, then compare it with your corrected version and redo what you hesitated on.',
    ),
    minutes: 10,
    flex: [5, 15],
    difficulty: 'medium',
    priority: 2,
  });
  const steps: Step[] = [];
  // Each round after the first asks more of the same part (`rounds`): a complication, no notes, for real.
  const rounds = languageTasks().rounds[genre.mode ?? 'say'];
  for (let round = 1; steps.length < 30; round++) {
    const twist = round > 1 && rounds.length ? rounds[Math.min(round - 1, rounds.length) - 1] : undefined;
    const n = (s: string) => fill(s).replaceAll('{n}', String(steps.length + 1));
    const turned = (t: CurriculumTask): CurriculumTask =>
      twist
        ? {
            ...t,
            title: clip(`${t.title}, round ${round}: ${twist.title}`, 120),
            description: clip(`${t.description} ${fill(twist.description).replaceAll('{round}', String(round))}`, 600),
          }
        : t;
    // A part's own phrases in the language open its week of practice too, as they opened its lesson week (decision 391):
    // the market's ¿A cómo está el kilo? in its week, not only in the chunk weeks before it. As many as fit, whole.
    const phrased = (t: CurriculumTask, p: Genre['parts'][number]): CurriculumTask => {
      const items = p.phrases?.[language]?.split(' · ') ?? [];
      const said = () => inVariety(`${t.description} Your card’s lines: ${items.join(' · ')}`);
      while (items.length > 1 && said().length > 600) items.pop();
      return items.length && said().length <= 600 ? { ...t, description: said() } : t;
    };
    // The recognition's week once, after the first part of the first round (decision 396).
    const parts = round === 1 && genre.route ? [genre.parts[0]!, genre.route.part, ...genre.parts.slice(1)] : genre.parts;
    for (const p of parts)
      steps.push({
        theme: p.theme,
        words: p.words,
        can: p.can,
        weekly: { task: phrased(turned(reworded(p.task, n)), p), review: review(p.theme) },
      });
    const whole = fill(genre.wholeTheme);
    steps.push({
      theme: whole,
      words: 'the ones your run-through was missing',
      can: fill('give {thing} whole, in {language}'),
      weekly: { task: turned({ ...reworded(genre.whole, n), priority: 1 }), review: review('the weakest part of the last run-through') },
    });
  }
  return steps.slice(0, 30);
}

/** A grammar point's name before its gloss: "passé composé" of "passé composé: …". */
const pointName = (point: string) => point.split(/: | — /)[0]!;

/**
 * A level's themes and inventory on the task: the first round of its parts, each week's theme, words and can-do
 * from its part; after it, the themes of the task's domain at the level (`spines` in _language-tables.json: a
 * stand-up's is work, a letter's the family, a trip's travel), each with its own words and can-do, so a long
 * level brings new matter every week while its purpose slot goes on through the task's parts. A script's
 * characters stay as counted.
 */
function onTask(
  level: Level,
  steps: readonly Step[],
  round: number,
  domain: readonly Omit<Step, 'weekly'>[],
): Pick<Level, 'topics' | 'inventory'> {
  const units = level.inventory?.units ?? [];
  const at = (k: number) => (k >= round && domain.length ? domain[(k - round) % domain.length]! : steps[k % steps.length]!);
  const length = Math.max(steps.length, units.length);
  const on = units.map((unit, i) => {
    const step = at(i);
    return {
      ...unit,
      words: /^New words\b/.test(unit.words) ? clip(`New words: 15 for ${step.theme} — ${step.words}`, 110) : unit.words,
      can: clip(`${step.can} — using ${pointName(unit.point)}`, 140),
    };
  });
  return {
    topics: Array.from({ length }, (_, k) => clip(at(k).theme, 60)),
    ...(level.inventory && { inventory: { ...level.inventory, units: on } }),
  };
}

/** The themes of a domain at a level, or the nearest level below that has its own (C1 takes B2's). */
function domainAt(spine: string | undefined, level: string): Omit<Step, 'weekly'>[] {
  const domain = spine ? languageTables().spines[spine] : undefined;
  if (!domain) return [];
  const own = CEFR.slice(0, CEFR.indexOf(level) + 1)
    .reverse()
    .map((l) => domain.levels[l as keyof typeof domain.levels])
    .find((l) => l !== undefined);
  return (own ?? []).filter((e) => e.words).map((e) => ({ theme: e.theme, words: e.words, can: e.can }));
}

/**
 * The exam's tasks at a level, in the board's own papers: the level's tasks (C1 takes B2's), each learnt, timed, gone through,
 * timed again. Below the level the exam is named at (a B1 learner's DALF C1), the plan climbs: at the level just under it,
 * this level's papers learnt and timed once, as steps, then the named exam's own papers in the same turn (decision 332).
 * On a day too short for a timed task (under 30 minutes), a timed task is the paper's real part that the day holds, where
 * the board's handbook gives one (`parts`): one reading text, one listening part, a written task's plan.
 */
function examWeeks(exam: Exam, level: string, dailyMinutes: number, named?: string, towards?: string): Weekly[] {
  const { weeklyKinds, weeklyReview } = languageTables();
  const own = (l: string) => exam.levels[l] ?? exam.levels.B2 ?? [];
  const kinds = weeklyKinds.exam!;
  const timed = (kind: CurriculumTask) => kind.minutes >= 25;
  const fill = (t: CurriculumTask, [situation, detail]: readonly [string, string]) => {
    const part = dailyMinutes < 30 && timed(t) ? exam.parts?.[situation] : undefined;
    const task = part
      ? {
          ...t,
          title: `{label}: {situation} — one timed part: ${uncapital(part.part.split(/:|,| \(/)[0]!)}`,
          description: `${part.part} Timed as the board times it, no dictionary; marked with the key or against the board’s criteria.${part.minutes > dailyMinutes ? ` On your ${dailyMinutes} minutes, as much of it as they hold at that pace; the rest next time.` : ''} The whole paper is longer than your day: it is sat whole on a longer day before the exam.`,
          minutes: Math.min(part.minutes, Math.max(5, dailyMinutes)),
          flex: undefined,
        }
      : t;
    return reworded(task, (s) => s.replaceAll('{label}', 'Your exam').replaceAll('{situation}', situation).replaceAll('{detail}', detail));
  };
  const weekly = (at: readonly (readonly [string, string])[], of: readonly CurriculumTask[]) =>
    of.flatMap((kind) => at.map((s) => ({ task: fill(kind, s), review: fill(weeklyReview, s) })));
  const above = named && exam.levels[named] && CEFR.indexOf(named) === CEFR.indexOf(level) + 1;
  // At the named level after the climb, its papers' forms were learnt in the weeks below: timed from its first week.
  const climbed = named === level && towards && CEFR.indexOf(towards) < CEFR.indexOf(level);
  if (climbed) return weekly(own(level), kinds.slice(1));
  if (!above) return weekly(own(level), kinds);
  return [...weekly(own(level), kinds.slice(0, 2)), ...weekly(exam.levels[named]!, kinds)];
}

/** The CEFR level an exam's words name ("DALF C1", "Goethe B2"), else the ladder's rung they name. */
function examLevelOf(curriculum: Curriculum, target: string): string | undefined {
  const { examLevels } = languageTables();
  const board = [...CEFR].reverse().find((l) => examLevels[l as keyof typeof examLevels]?.some((m) => matches(m, target)));
  return board ?? curriculum.ladder?.rungs.filter((r) => r.match.some((m) => matches(m, target))).at(-1)?.name;
}

/**
 * An exam named above the level the plan starts towards, said honestly (decision 332): the weeks climb — the level
 * below's papers as steps, then the named exam's own — and the exam is sat once its level is reached, which the
 * plan's reach line says; a sitting of the level below on the way is a fair check where the board has one.
 */
function climbSay(exam: Exam, named: string, towards: string): string | undefined {
  // Only the climb the weeks make: the level just under the exam's (examWeeks). An exam further off is the reach
  // line's to say (round 19's blind reading: an A1 nurse's TEF Canada B2 was told "A1, then B1 first, with TEF
  // Canada's B1 papers as steps", in 26 weeks that end at A2).
  if (CEFR.indexOf(named) !== CEFR.indexOf(towards) + 1 || !exam.levels[named]) return undefined;
  const below = CEFR[CEFR.indexOf(named) - 1]!;
  const steps = below;
  // The exam by its own name at a level, as its papers are named ("DALF C1", "C1 Advanced", "Goethe C1").
  const paper = (l: string) => /^.*?\b[ABC][12]\b(?: (?:Advanced|First|Preliminary|Key)\b)?/.exec(exam.levels[l]?.[0]?.[0] ?? '')?.[0];
  const waypoint = exam.levels[below] && paper(below) ? ` Sitting the ${paper(below)} on the way is a fair check of the step.` : '';
  return `Your exam is at ${named}, above the level these weeks start towards (${towards}): they climb — ${steps} first, with ${exam.board}’s ${below} papers as steps, then the ${paper(named) ?? `${named} exam`}’s own papers, met as timed parts before the level is reached. Book it for when ${named} is reached: the line on hours below says when that is at your pace.${waypoint}`;
}

/** The board's sections at a level (`*` for every level; C1 takes B2's). */
const sectionsAt = (exam: Exam, level: string) =>
  exam.sections?.[level] ?? exam.sections?.['*'] ?? (level === 'C1' ? exam.sections?.B2 : undefined) ?? [];

/**
 * A mock of each of the board's sections at a level, at the board's own timing (decision 284; round 16's teacher: mocks
 * shorter than the board's sections): the whole section where the person's day holds it, else as many of its questions as
 * the day holds at the board's pace ("16 of its 40 questions in 24 minutes"). A section without counted questions (a
 * writing paper) longer than the day is left to a longer day, said in the plan (`longSections`).
 */
function sectionTasks(exam: Exam, level: string, dailyMinutes: number): CurriculumTask[] {
  return sectionsAt(exam, level).flatMap((s): CurriculumTask[] => {
    const named = `${exam.board} ${s.name}`;
    const key =
      'then marked with the key or the board’s criteria, and every wrong answer carded; the board publishes sample papers on its site.';
    if (s.minutes <= dailyMinutes * 1.1)
      return [
        {
          title: clip(`${named}: the whole section in ${s.minutes} minutes, timed, as on the day`, 120),
          description: clip(
            `A sample or past paper’s ${s.name}, whole, in the board’s ${s.minutes} minutes and without a dictionary, ${key}`,
            600,
          ),
          minutes: s.minutes,
          difficulty: 'hard',
          priority: 1,
          whole: true,
        },
      ];
    if (!s.questions) return [];
    const n = Math.max(5, Math.floor((s.questions * dailyMinutes * 0.8) / s.minutes));
    const m = Math.max(5, Math.round((n * s.minutes) / s.questions));
    return [
      {
        title: clip(`${named}: ${n} of its ${s.questions} questions in ${m} minutes, at the board’s pace`, 120),
        description: clip(
          `${n} questions of a sample or past paper’s ${s.name} in ${m} minutes — the board gives ${s.questions} in ${s.minutes}, so this is its pace — without a dictionary, ${key}`,
          600,
        ),
        minutes: m,
        difficulty: 'hard',
        priority: 1,
      },
    ];
  });
}

/** The board's sections longer than the person's day, named with their timing: sat whole on a day with the time, twice before the exam. */
function longSections(exam: Exam, dailyMinutes: number, upTo?: string, from?: string): string | undefined {
  const within = (l: string) =>
    !CEFR.includes(l) || ((!upTo || CEFR.indexOf(l) <= CEFR.indexOf(upTo)) && (!from || CEFR.indexOf(l) >= CEFR.indexOf(from)));
  const levels = Object.keys(exam.sections ?? {}).filter(within);
  const long = [...new Map(levels.flatMap((l) => exam.sections![l]!).map((s) => [s.name, s])).values()].filter(
    (s) => s.minutes > dailyMinutes * 1.1,
  );
  if (!long.length) return undefined;
  const named = long.map((s) => `${s.name} ${s.minutes} minutes`).join(', ');
  return `Some ${exam.board} sections are longer than your day (${named}${levels.length > 1 ? ', at the levels this plan works' : ''}): the weeks work their questions at the board’s pace in shorter sittings, and each should be sat whole, timed, on a day you have its time — at least twice before the exam.`;
}

/** The generic exam purpose's own tasks, as withPurpose put them in the turn (they list every board's papers). */
const genericExam = () =>
  new Set(
    languageTables()
      .purposes.filter((p) => p.exam && p.name === 'an exam')
      .flatMap((p) => (p.tasks ?? []).map((t) => t.title)),
  );

/**
 * The curriculum with the person's task as the spine of its weeks of practice (above); an exam set as its
 * board sets it. A curriculum without CEFR practice levels, or words that name no task, as it is.
 */
export function withLanguageTask(
  curriculum: Curriculum,
  target: string,
  minutes: number,
  days: number,
  first = 0,
  current = '',
): Curriculum {
  return withPages(withTask(curriculum, target, minutes, days, first, current), minutes, days);
}

/** The curriculum with the person's task as the spine of its weeks of practice, before a book's pages are filled. */
function withTask(curriculum: Curriculum, target: string, minutes: number, days: number, first = 0, current = ''): Curriculum {
  const practice = curriculum.practice;
  const levels = practice?.themes?.levels;
  if (!practice || !levels || !levels.some((l) => CEFR.includes(l.rungs[0]!))) return curriculum;
  const language = curriculum.option;
  const found = languageTaskOf(language, target, minutes, days, current);
  const { place, exam, novel, paper } = found;
  const genre = found.genre && inCountry(found.genre, language, countryOf(language, target) ?? countryOf(language, current));
  if (!genre && !exam && !novel) return curriculum;
  const fill = genre ? genreFill(genre, place, language, target) : (s: string) => s.replaceAll('{language}', language);
  // A novel's weeks stay the book's own (levels.ts: its chapters, read on whole every fourth week); the pace that finishes it is said.
  const steps = genre ? genreSteps(genre, fill, language, varietyOf(curriculum)) : [];
  // One round of the task's own weeks: a genre's parts and its whole.
  const round = genre ? genre.parts.length + 1 + (genre.route ? 1 : 0) : 0;
  const own = genre && {
    drill: reworded(genre.drill, fill),
    milestone: reworded(genre.milestone, fill),
    finale: reworded(genre.finale, fill),
  };
  const says = [genre && fill(genre.say), novel?.say, exam?.say]
    .filter((s): s is string => !!s)
    .map((say) => ({ match: ['^'], say: clip(say, 1000) }));
  const generic = genericExam();
  // The level the exam is named at, and the one the plan starts towards: an exam above it climbs (decision 332).
  const examAt = exam ? examLevelOf(curriculum, target) : undefined;
  const towards = curriculum.ladder?.rungs.find((r) => r.week >= first + 1)?.name;
  const climb = exam && examAt && towards && CEFR.includes(towards) ? climbSay(exam, examAt, towards) : undefined;
  if (climb) says.push({ match: ['^'], say: climb });
  const examTask: CurriculumTask | undefined = exam && {
    title: clip(`${exam.board}: a whole section of a sample or past paper, timed, marked with its key`, 120),
    description: clip(
      `One whole section of ${exam.board} (its listening, its reading or its writing, in turn) at the board’s own timing and without a dictionary, then marked with the key or the board’s criteria and every wrong answer carded. The board publishes sample papers and marking criteria on its site.`,
      600,
    ),
    minutes: 30,
    flex: [20, 40],
    difficulty: 'hard',
    priority: 1,
  };
  // The task's drill opens every day of practice where a day holds it beside another block (20 minutes or more);
  // a shorter day would be the drill alone, so there it takes its turn with the rest.
  const daily = own && minutes >= 20;
  const tasks = [...(own && !daily ? [own.drill] : []), ...practice.tasks.filter((t) => !(exam && generic.has(t.title)))];
  const use = practice.units &&
    own && {
      ...practice.units.use,
      description: clip(
        fill(
          'Into {thing}: write and say the lines of this week’s part that do this, using {point}, in {language}; keep them with the rest.',
        ),
        600,
      ),
    };
  const next: Practice = {
    ...practice,
    tasks,
    // A minute's update before the stand-up, five history questions: short, and the task's own.
    ...(own && daily && { daily: own.drill }),
    ...(own && { milestone: { title: clip(own.milestone.title, 100), description: clip(own.milestone.description, 400) } }),
    ...(own && { finale: { title: clip(own.finale.title, 100), description: clip(own.finale.description, 400) } }),
    ...(use && practice.units && { units: { ...practice.units, use } }),
    themes: {
      ...practice.themes!,
      levels: levels.map((level) => {
        const at = level.rungs[0]!;
        if (!CEFR.includes(at)) return level;
        // The task's weeks where there is one (an exam named beside it adds its paper to the turn); else the board's papers.
        // A whole section of the exam's own paper only where the level's grammar carries it (B1 and above); below, its tasks one at a time.
        // The board's own sections at their own timing where the data has them (decision 284), else one generic section.
        const above = CEFR.indexOf(at) >= CEFR.indexOf('B1');
        const sections = exam && above ? sectionTasks(exam, at, minutes) : [];
        const whole = sections.length ? sections : examTask && above ? [examTask] : [];
        // An exam named beside the work keeps its papers in the practice turn (decision 352): a nurse's TEF Canada beside her
        // ward's weeks — one timed task of each of its papers (the second of its kinds), and its whole sections from B1.
        const paperTasks = exam && !paper ? examWeeks(exam, at, minutes, examAt, towards).map((w) => w.task) : [];
        const each = (exam?.levels[at] ?? exam?.levels.B2 ?? []).length;
        const papers = exam && !paper ? [...paperTasks.slice(each, 2 * each), ...whole] : [];
        if (steps.length)
          return {
            ...level,
            ...onTask(level, steps, round, domainAt(genre?.spine, at)),
            ...(papers.length && { tasks: [...papers, ...(level.tasks ?? [])] }),
            purpose: steps.map((s) => s.weekly),
          };
        if (paper || !exam) return level;
        return { ...level, tasks: [...whole, ...(level.tasks ?? [])], purpose: examWeeks(exam, at, minutes, examAt, towards) };
      }),
    },
  };
  // The sections longer than the person's day, named with their timing, to be sat whole on a longer day (decision 284).
  // (The levels up to the one the target names on the ladder, where it names one: a B1 exam's plan is not told B2's sections.)
  const named = curriculum.ladder?.rungs.filter((r) => r.match.some((m) => matches(m, target))).at(-1)?.name;
  // (And from the level the plan starts towards: a B1 learner's C1 Advanced plan is not told B1 Preliminary's.)
  const long = exam ? longSections(exam, minutes, named, towards) : undefined;
  if (long) says.push({ match: ['^'], say: long });
  // The work's own line (levels.ts: "Your series runs through the plan: … its next scene") gives way to the task's, which now runs the weeks.
  const chunked = genre && practical(genre) ? withChunks(curriculum, genre, fill, { minutes, days, first }) : curriculum.weeks;
  // (A job hunt is not yet at work: its lesson weeks keep their essay, not a case for a change at a job not yet held.)
  const atJob = genre && !exam && genre.id !== 'jobhunt' && (genre.domain === 'occupational' || genre.spine === 'work');
  // An exam whose writing is its own (OET's letter) has the lesson weeks' essay as that writing (decision 332).
  const worked = genre?.domain === 'occupational' ? ownWork(chunked, genre, fill) : chunked;
  const weeks = atJob ? atWork(worked, fill) : exam?.lessons ? atWork(worked, fill, exam.lessons) : worked;
  const replaced = new Set(steps.length ? languageTables().artefacts.map((a) => a.say.replaceAll('{language}', language)) : []);
  const kept = (curriculum.warnings ?? []).filter((w) => !replaced.has(w.say));
  return { ...curriculum, weeks, warnings: [...kept, ...says], practice: next };
}

/**
 * A part's phrases as the person's country says them, where the data has that country's own (`phrases` keyed
 * "{language} {country}", decision 396): a Brussels nurse's handover is la remise de service at septante-huit ans,
 * not France's transmissions at soixante-dix-huit. Other parts, and other countries, keep the language's own.
 */
function inCountry(genre: Genre, language: string, country: string | undefined): Genre {
  const key = country && `${language} ${country}`;
  const local = (p: Genre['parts'][number]) =>
    key && p.phrases?.[key] ? { ...p, phrases: { ...p.phrases, [language]: p.phrases[key] } } : p;
  // The recognition week names the country's body, else the language's first country's; a country without its own keeps none.
  const body = genre.route && (key ? genre.route.bodies[key] : genre.route.bodies[language]);
  const { route, ...rest } = genre;
  const said = (s: string) => s.replaceAll('{body}', body ?? '');
  return {
    ...rest,
    parts: genre.parts.map(local),
    ...(route &&
      body && {
        route: {
          ...route,
          part: {
            ...local(route.part),
            theme: said(route.part.theme),
            task: { ...route.part.task, title: said(route.part.task.title), description: said(route.part.task.description) },
          },
        },
      }),
  };
}

/**
 * The lesson weeks' work tasks on the job's own exchanges (decision 391): a baritone's "Your work: describe your workplace"
 * with the office, the desk and the computer becomes his rehearsals' next part with its words, in the same slot and time.
 */
function ownWork(weeks: readonly CurriculumWeek[], genre: Genre, fill: (s: string) => string): CurriculumWeek[] {
  const label = languageTables().spines.work?.label;
  if (!label || !genre.parts.length) return [...weeks];
  const lesson = (title: string) => title.startsWith(`${label}: `) && title.endsWith(', with this week’s lessons');
  let next = 0;
  const own = (t: CurriculumTask): CurriculumTask => {
    if (!lesson(t.title)) return t;
    const part = genre.parts[next++ % genre.parts.length]!;
    return {
      ...t,
      title: clip(fill(`{Thing}: ${part.can}, with this week’s lessons`), 120),
      description: clip(
        fill(
          `In {language}, with the words and grammar of this week’s lessons and the words for it (${part.words}): said aloud, then written as you will use it, and kept.`,
        ),
        600,
      ),
    };
  };
  return weeks.map((w) => ({ ...w, days: w.days.map((d) => ({ ...d, tasks: d.tasks.map(own) })) }));
}

/**
 * A lesson week's essay and exam formats on the job's own texts (decision 284; round 16's teacher: a chef's B1→B2 weeks
 * were "a 300-word essay… IELTS Task 2" and The Guardian): a case for a change at work outlined, written to a manager
 * and talked through, the trade's press read, for a target that is the person's work and names no exam (`atWork` in
 * _language-tasks.json). The week's objective loses its exam's format with its essay.
 */
function atWork(
  weeks: readonly CurriculumWeek[],
  fill: (s: string) => string,
  way: Omit<ReturnType<typeof languageTasks>['atWork'], '$comment'> = languageTasks().atWork,
): CurriculumWeek[] {
  const { rewrites, objective, milestone } = way;
  const week = way.week ?? 'a case at work';
  const day = way.day ?? 'case';
  const rewrite = (t: CurriculumTask): CurriculumTask => {
    const way = rewrites.find((r) => matches(r.match, t.title));
    return way ? { ...t, title: clip(fill(way.title), 120), description: clip(fill(way.description), 600) } : t;
  };
  return weeks.map((w) => {
    const days = w.days.map((d) => ({ ...d, tasks: d.tasks.map(rewrite) }));
    // (A day named for the essay is the case's: "Essay structure" → "A case's structure".)
    const article = /^[aeiou]/.test(day) ? 'An' : 'A';
    const named = days.map((d) => ({ ...d, title: d.title.replace(/^Essay\b/, `${article} ${day}’s`).replace(/\bessay\b/, day) }));
    const changed = days.some((d, k) => d.tasks.some((t, i) => t !== w.days[k]!.tasks[i]));
    if (!changed) return w;
    const format = /\b(?:essays?|IELTS|Cambridge|Erörterung|saggio|saggi)\b/i;
    return {
      ...w,
      days: named,
      title: w.title.replace(/\b(?:essays|saggi|Erörterung)\b/, week),
      ...(format.test(w.objective) && { objective }),
      ...(format.test(`${w.milestone.title} ${w.milestone.description}`) && { milestone: { ...w.milestone, ...milestone } }),
    };
  });
}

/**
 * A purpose done by talking, whose phrases are needed from the first day: work, a home abroad, and (decision 278) a
 * trip, the family, the person's own purpose ("chat with the neighbours at our holiday home") — a teacher of a travel
 * course teaches ordering and greetings for the café in week 1, as chunks before the grammar that explains them
 * (the CEFR's A1 can-dos; van Ek and Trim's Waystage 1990 functions). Not what is read or watched (a manga, a series).
 */
const practical = (genre: Genre) =>
  genre.spine === 'work' ||
  genre.domain === 'occupational' ||
  genre.id === 'home' ||
  ((genre.mode ?? 'say') === 'say' && genre.spine !== 'series');

/**
 * The lesson weeks with the purpose's phrases as chunks from the first (decision 244): a teacher of Spanish for
 * healthcare gives ¿Dónde le duele? and ¿Desde cuándo? in week 1 beside the café, learnt whole before their grammar
 * (Lewis 1993, the lexical approach; Nattinger and DeCarrico 1992). The chunks start at the purpose's first part in
 * the week the person starts (`first`, however far up the ladder), and every calendar week brings the next: a lesson
 * week spread over two of the person's weeks ("part 2 of 2") takes one in each part (decision 252). Each is written
 * onto the card the purpose's drill reads from, so the card is made before it is used; the day with room takes it.
 */
/** Text in the variety the plan was put in (levels.ts `withVariety`: traditional characters in Taipei), as its other tasks are. */
function varietyOf(curriculum: Curriculum): (text: string) => string {
  const variety = curriculum.varieties?.find((v) => curriculum.warnings?.some((w) => w.about === 'variety' && w.say === v.say));
  return (text) => variety?.rewrite.reduce((said, { from, to }) => said.replaceAll(from, to), text) ?? text;
}

function withChunks(
  curriculum: Curriculum,
  genre: Genre,
  fill: (s: string) => string,
  { minutes, days, first }: { minutes: number; days: number; first: number },
): Curriculum['weeks'] {
  const weekdays = Array.from({ length: Math.max(1, days) }, (_, k) => k + 1);
  const inVariety = varietyOf(curriculum);
  const chunk = (n: number) => chunkTask(genre.parts[n % genre.parts.length]!, (s) => inVariety(fill(s)), curriculum.option);
  // At `at` in the day's tasks (its front by default): a part that is a later sitting of a day takes it further in.
  const put = (week: CurriculumWeek, task: CurriculumTask, day: number, at = 0): CurriculumWeek => ({
    ...week,
    days: week.days.map((d, k) => (k === day ? { ...d, tasks: [...d.tasks.slice(0, at), task, ...d.tasks.slice(at)] } : d)),
  });
  const isChunk = (t: { title: string }) => t.title.includes(', first phrases: ');
  let next = 0;
  return curriculum.weeks.map((week, i) => {
    if (i < first) return week;
    // On the week's first day with room for it beside the lesson (else its first), first in it.
    const room = Math.max(
      0,
      week.days.findIndex((d) => d.tasks.reduce((sum, t) => sum + t.minutes, 0) + 5 <= minutes),
    );
    const parts = partsOf(curriculum, put(week, chunk(next), room), weekdays, minutes);
    // Each calendar week the lesson week takes holds its own chunk, the next part's, and no other (decision 252).
    const holds = (tried: CurriculumWeek, upTo: number, titles: readonly string[]) =>
      partsOf(curriculum, tried, weekdays, minutes) === parts &&
      Array.from({ length: upTo + 1 }, (_, part) => {
        const held = placeWeek(curriculum, tried, { weekdays, dailyMinutes: minutes, part, of: parts });
        const found = [...new Set(held.flatMap((d) => d.tasks.filter(isChunk).map((t) => t.title)))];
        return found.length === 1 && found[0] === titles[part];
      }).every(Boolean);
    let placed = week;
    const titles: string[] = [];
    // Where the chunks placed so far end: a later part's goes after them, at a day's front or, in a day cut into sittings, further in.
    let from: [number, number] = [0, 0];
    for (let part = 0; part < parts; part++) {
      const task = chunk(next + titles.length);
      const spots = [...(part === 0 ? [[room, 0] as [number, number]] : [])];
      // A day's front first (the lesson's first task after it), then within a day cut into sittings.
      placed.days.forEach((_, k) => spots.push([k, 0]));
      placed.days.forEach((d, k) => d.tasks.forEach((_, at) => at > 0 && spots.push([k, at])));
      const after = ([d, at]: [number, number]) => d > from[0] || (d === from[0] && at >= from[1]);
      const spot = spots.filter(after).find(([d, at]) => parts === 1 || holds(put(placed, task, d, at), part, [...titles, task.title]));
      if (!spot) break;
      placed = put(placed, task, spot[0], spot[1]);
      titles.push(task.title);
      from = [spot[0], spot[1] + 1];
    }
    next += titles.length;
    return placed;
  });
}

/**
 * A part's chunk task: its phrases in the language with their English, where the data has them from a named source
 * (`phrases` in _language-tasks.json: the Plan curricular's functions, Profile Deutsch, Marugoto's can-dos…); where
 * it has none for this language, said so, with what the part needs in English to ask a teacher or a phrasebook for.
 */
function chunkTask(part: Genre['parts'][number], fill: (s: string) => string, language: string): CurriculumTask {
  const own = part.phrases?.[language];
  const book = (languageTasks().phrasebooks as Record<string, { name: string } | string>)[language];
  const named = typeof book === 'object' ? ` (after ${book.name})` : '';
  // The phrases as many as fit the description, whole (a list cut at a phrase, never inside one).
  // An English plan's card has its phrases on one side and the situation on the other: no English to translate from.
  const test =
    language === 'English' ? 'then from the situation alone, the card turned over' : `then from the English with the ${language} covered`;
  const said = (list: string) =>
    `Learnt whole before this week’s grammar${named}: ${list}${/[.?!…]$/.test(list) ? '' : '.'} Onto your card for {thing} (start it now if you have none), each aloud three times, ${test}.`;
  const items = own?.split(' · ') ?? [];
  while (items.length > 2 && fill(said(items.join(' · '))).length > 600) items.pop();
  // In an English plan a part's words are its phrases already: nothing to ask a phrasebook for in English (decision 278).
  const english = `Before this week’s grammar, the phrases this part needs, learnt whole as you will hear and say them: ${part.words}. Each in a sentence of your own on your card for {thing} (start it now if you have none), said aloud three times, then from the situation alone, the card turned over.`;
  const description = own
    ? said(items.join(' · '))
    : language === 'English'
      ? english
      : `Before this week’s grammar, the phrases this part needs in ${language}, learnt whole. This plan has none written in ${language} for it yet, only what they say in English (${part.words}): ask a teacher for them or take them from a phrasebook or course, write them on your card for {thing} (start it now if you have none), say each aloud three times, then from the English side.`;
  return {
    title: clip(fill(`{Thing}, first phrases: ${part.theme}, as chunks on your card`), 120),
    description: clip(fill(description), 600),
    minutes: 10,
    flex: [5, 15],
    difficulty: 'easy',
    priority: 1,
  };
}

/**
 * The language task and its purpose as fields of the AI provider's brief (prompt.ts), so a model plans its weeks
 * around them as the builtin planner does: the task, its domain and the people met, its parts in order (one a week
 * of practice, then the whole), the finale that is the last milestone, an exam's board or a novel's pace.
 * Nothing for words that name no task. A few hundred characters: providers.test.ts keeps a prompt within 16,000.
 */
export function languageTaskLines(option: string, target: string, minutes: number, days: number, current = ''): string[] {
  const { genre, place, exam, novel } = languageTaskOf(option, target, minutes, days, current);
  const lines: string[] = [];
  if (genre) {
    const fill = genreFill(genre, place, option, target);
    const domain = genre.domain ? ` (the CEFR’s ${genre.domain} domain; the people met: ${genre.people})` : '';
    lines.push(
      `Language task: ${fill('{thing}')}${domain}.`,
      `Its purpose, in the person’s words: “${clip(target, 200)}”. Each week of practice takes its next part in this order, with the week’s grammar used for it: ${genre.parts.map((p) => p.theme).join('; ')}; then ${fill(genre.wholeTheme)}, whole.`,
      `Its last milestone is the task done for real: ${fill(genre.finale.title)}.`,
    );
  }
  if (exam) lines.push(`Language exam: ${exam.board}, its papers as the board sets them: ${clip(exam.say, 400)}`);
  if (novel) lines.push(`Language task: reading ${novel.book}, about ${novel.weekly} pages a week (${novel.weeks} weeks to finish it).`);
  return lines;
}

/** A plan's weeks as the summary reads them: their titles and their tasks' titles. */
type PlannedWeek = { title?: string; days: readonly { tasks: readonly { title: string }[] }[] };

/**
 * What the plan's weeks reach of the person's task by its end, said before its level (decision 230): "By its end,
 * 21 weeks of practice take the hotel desk through its 8 situations, from “welcoming a guest and check-in” to
 * “a problem at night, and the handover”, in 3 rounds, each asking more." The task's own weekly work is read
 * from the plan (titles "{Thing}: {part} — …", its rounds ", round N: …"); nothing where the plan holds none of it.
 */
export function purposeReach(curriculum: Curriculum, weeks: readonly PlannedWeek[]): string {
  const finale = curriculum.practice?.finale;
  const thing = finale && /^([^:]+): /.exec(finale.title)?.[1];
  if (!finale || !thing) return '';
  const own = (t: string) =>
    t.startsWith(`${thing}: `) &&
    !/, again from your notes$|, with this week’s lessons$|this week’s situation done again|a new \w+ read without a dictionary|five lines on your cards|five trip phrases on your cards|ten words from your reading cards/.test(
      t,
    );
  const part = (t: string) => t.slice(thing.length + 2).split(/ — |, round \d+: /)[0]!;
  const tasks = weeks.map((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)).filter(own));
  const parts = [
    ...new Set(
      tasks
        .flat()
        .filter((t) => t !== finale.title)
        .map(part),
    ),
  ];
  const practised = tasks.filter((t) => t.length).length;
  if (!parts.length) return '';
  const rounds = Math.max(1, ...tasks.flat().map((t) => Number(/, round (\d+): /.exec(t)?.[1] ?? 1)));
  const last = tasks.at(-1)?.includes(finale.title) ? `; its last week is ${part(finale.title)}` : '';
  const what = thing.charAt(0).toLowerCase() + thing.slice(1);
  const span = parts.length > 1 ? `${parts.length} of its parts, from “${parts[0]}” to “${parts.at(-1)}”` : `its part “${parts[0]}”`;
  return `By its end, ${practised} ${practised === 1 ? 'week' : 'weeks'} of practice ${practised === 1 ? 'takes' : 'take'} ${what} through ${span}${rounds > 1 ? `, in ${rounds} rounds, each asking more` : ''}${last}.`;
}

/** Cambridge English's guided learning hours from zero to each CEFR level (midpoints), as the catalogue's language ladders use them. */
const GUIDED_HOURS: Record<string, number> = { A1: 95, A2: 190, B1: 375, B2: 550, C1: 750 };
/** Heard at home (a heritage speaker), not "I don't understand a word" (review 15, finding 7). */
const HEARD =
  /(?<!(?:n't|not|never|cannot|can't) )\b(?:understand (?:it|most|a lot|much|everything|mandarin|\w+ at home)|grew up (?:hearing|with|speaking)|heritage|heard it (?:at home|growing up))\b/i;

/** The US FSI's categories as the catalogue's ladders scale those hours (Category I ×1 … IV ×2.93: 600–750, 900, 1,100, 2,200 class hours). */
const FSI_SCALE: Record<string, number> = { I: 1, II: 1.2, III: 1.47, IV: 2.93 };

/**
 * A language the catalogue has no option for, planned by the Custom language course (decision 252): its target is
 * read for the same purposes as an option language's (travel, work, family and in-laws, an exam, films and series:
 * `purposes` in _language-tables.json) and placed on the CEFR's ladder as theirs is — a level or exam named, else
 * the purpose's own level, else the level its words name — and the hours that level takes from where the person
 * is, Cambridge English's guided hours scaled by the language's FSI category (as the custom course's `hours` reads
 * it), said with the weeks they are at the person's time, and the purpose's first can-dos for the situations week.
 * A curriculum that is not the Custom language course, or a language it does not know, as it is.
 */
export function withCustomLanguage(
  curriculum: Curriculum,
  words: string,
  target: string,
  current: string,
  minutes: number,
  days: number,
): Curriculum {
  if (!isCustomLanguage(curriculum)) return curriculum;
  const holes = curriculum.holes ?? [];
  const text = words.toLowerCase();
  // The language learnt, its sounds and its hours: the one named first, a language spoken well set aside (firstNamed).
  const said = (name: string) => firstNamed(holes.find((h) => h.name === name)?.read ?? [], text);
  const language = said('language');
  const category = /Category (IV|III|II|I)\b/.exec(said('hours') ?? '')?.[1];
  if (!language || !category) return curriculum;
  const aim = affirmedLower(target);
  const purposes = purposesOf(target);
  const tables = languageTables();
  const named = /\b([abc][12])\b/.exec(aim)?.[1]?.toUpperCase();
  const exam = [...CEFR].reverse().find((l) => tables.examLevels[l as keyof typeof tables.examLevels]?.some((m) => matches(m, aim)));
  const purposeLevel = tables.purposeLevels.find((p) => p.match.some((m) => matches(m, aim)));
  const worded = [...CEFR].reverse().find((l) => tables.targets[l as keyof typeof tables.targets]?.some((m) => matches(m, aim)));
  // A work's own level where the words give one ("series without subtitles" B2), as the option languages read it.
  const work = artefactOf(target)?.kind.levels?.find((l) => matches(l.match, aim))?.rung;
  const level = named ?? exam ?? purposeLevel?.rung ?? work ?? worded ?? 'A2';
  if (!CEFR.includes(level)) return curriculum;
  const from = /\b([abc][12])\b/i.exec(current)?.[1]?.toUpperCase();
  // A level already reached ("B1, I lived in Brazil" → "A2 for a holiday") is theirs: the hours are the next level's (review 15, finding 7).
  const reached = from !== undefined && CEFR.includes(from) && CEFR.indexOf(from) >= CEFR.indexOf(level) ? from : undefined;
  const aimed = reached ? (CEFR[Math.min(CEFR.length - 1, CEFR.indexOf(reached) + 1)] ?? reached) : level;
  // A heritage speaker who understands it from home starts ahead in listening (the course says so): the hours are a ceiling.
  // "I don't understand a word" is no head start.
  const heard = HEARD.test(current.replace(/[’‘]/g, "'"));
  const scale = FSI_SCALE[category]!;
  const need =
    aimed === reached
      ? 0
      : Math.round(((GUIDED_HOURS[aimed]! - (from && CEFR.indexOf(from) < CEFR.indexOf(aimed) ? GUIDED_HOURS[from]! : 0)) * scale) / 5) * 5;
  const weekly = (minutes * days) / 60;
  const span = spanOf(Math.ceil(need / weekly));
  // Where the hours count from: the level the person names, else zero (a ceiling for one who understands it already).
  const start = from ? `your ${from}` : `zero${heard ? ', fewer for you who understand it already' : ''}`;
  // A date named ("B2 by next summer", "the exam in May"): reachable, tight or not by then, as an option language's plan says it.
  const date = deadlineOf(target, todayIn('UTC'));
  const by = date ? weekly * date.weeks : 0;
  const base = from ? GUIDED_HOURS[from]! : 0;
  const within = CEFR.filter((l) => GUIDED_HOURS[l]! > base && (GUIDED_HOURS[l]! - base) * scale <= by).at(-1);
  const verdict: Record<Reach, string> = {
    reachable: 'reachable at your time',
    tight: 'tight at your time: keep every session',
    not: `not by then at your time${within ? `; by then you can reach ${within}` : ''}`,
  };
  const dated = date
    ? ` Your date, “${date.said}”, is about ${date.weeks} weeks away: about ${Math.round(by)} hours at your time — ${verdict[reachBy(by, need)]}.`
    : '';
  const counted = `(Cambridge English’s guided learning hours to each level, scaled ×${scale} for Category ${category}, as the catalogue’s languages are counted)`;
  const fsi = `${language} is the US Foreign Service Institute’s Category ${category}`;
  // The hours to the level aimed at, from where the person is; a level already reached is said so first.
  const hoursTo = (to: string, from: string) =>
    `${fsi}, so ${to} takes about ${need.toLocaleString('en-GB')} hours of guided study from ${from} ${counted}: ${span} at ${minutes} minutes a day, ${days} days a week.`;
  const already = reached && `Your ${reached} is that level already: the plan keeps it in use for your purpose`;
  const hoursSaid = !already
    ? hoursTo(level, start)
    : aimed === reached
      ? `${already}, and the course’s weeks are for using it there.`
      : `${already}. ${hoursTo(`the next level, ${aimed},`, `your ${reached}`)}`;
  const names = purposes.map((p) => p.name);
  const spine = purposes.map((p) => p.spine).find((s) => s && tables.spines[s]);
  const firsts = spine ? (tables.spines[spine]!.levels.A1 ?? []).slice(0, 3).map((e) => e.can) : [];
  const purpose = names.length
    ? `Your purpose, ${names.join(' and ')}, is read as for the catalogue’s languages: `
    : 'Your target is read as for the catalogue’s languages: ';
  const say = clip(
    `${purpose}${level} on the CEFR’s ladder${named || exam ? ', as your words name it' : ''}. ${hoursSaid}${dated} ${firsts.length ? `On your list of situations, put your purpose’s first: ${firsts.join('; ')}.` : ''}`.trimEnd(),
    1000,
  );
  // A close language the person speaks well: its head start said and worked into the course's weeks (decision 271).
  return withCustomKin(
    { ...curriculum, warnings: [...(curriculum.warnings ?? []), { match: ['^'], say: purposeLevel ? `${purposeLevel.say} ${say}` : say }] },
    words,
    language,
  );
}

/** A custom language's weeks to its level as its warning says them: "about 19 weeks", "about 17 months", "about 3 years". */
function spanOf(weeks: number): string {
  if (weeks > 104) return `about ${Math.round(weeks / 52)} years`;
  if (weeks > 26) return `about ${Math.round(weeks / 4.345)} months`;
  return `about ${weeks} weeks`;
}

/** The target's words as level readings read them: lower case, curly apostrophes straight. */
const affirmedLower = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'");
