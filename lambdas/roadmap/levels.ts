import { matchesAny } from './builtin/words';
import type { Curriculum, CurriculumTask } from './curricula/schema';

/**
 * Levels read right (issue #36): what a person names as their target or their past, placed on the CEFR
 * ladder every language curriculum shares (A1 … C1). The curricula's own patterns name levels and
 * situations; these add the targets people name by what they want to do — a series, a novel, an exam —
 * and the starts they name by their history.
 *
 * Sources:
 * - Council of Europe, CEFR Companion Volume (2020), overall listening comprehension: B2 "can follow …
 *   most TV documentaries, films in standard language"; C1 adds "a considerable degree of slang".
 *   Understanding series or films without subtitles is therefore B2 at the least; "(B2–C1)" in the words.
 * - Graded-reader publishers (Hachette's Lire en français facile, Cideb) place unabridged short novels
 *   such as Le Petit Prince at about B1 (it is told in the passé simple); a novel read in the original is B1+.
 * - IELTS on ielts.org: band 4.0–5.0 is B1, 5.5–6.5 B2, 7.0–8.0 C1. Cambridge English: B2 First is B2,
 *   C1 Advanced C1. DELE, DELF/DALF and Goethe name their level in the exam's name.
 * - JLPT (N5 … N1), HSK (1 … 6) and TOPIK (1 … 6) publish no official CEFR mapping; the equivalences
 *   here are the approximate ones language schools use (JLPT N3 ≈ B1, HSK 4 ≈ B1, TOPIK 3 ≈ B1), and
 *   the plan says the exam's own name beside the level.
 * - Work: employers commonly ask for B2 for office work in the language (Goethe-Institut's B2 "Beruf" level, Cambridge's
 *   B2 First "for work and study"); "work in" a language is read higher by some curricula (C1), which wins.
 * - School: most school courses end around A2 (the CEFR's own examples of secondary outcomes); years
 *   later a learner recognises more than they can produce, so the plan starts at A1's last week, a
 *   review, and moves on to A2 — a "false beginner", as teachers say, not a first lesson.
 */
const TARGETS: Record<string, string[]> = {
  A1: ['\\bjlpt ?n5\\b|\\bn5\\b', '\\bhsk ?[12]\\b', '\\btopik ?(i|1)\\b'],
  A2: ['\\bjlpt ?n4\\b|\\bn4\\b', '\\bhsk ?3\\b', '\\btopik ?2\\b'],
  B1: [
    '\\b(read|finish|get through)\\b[^,]*\\b(novels?|books?|short stories)\\b',
    'petit prince|little prince|principito|harry potter',
    '\\bjlpt ?n3\\b|\\bn3\\b',
    '\\bhsk ?4\\b',
    '\\btopik ?3\\b',
    '\\bielts ?(4|4\\.5|5)(\\.0)?\\b',
  ],
  B2: [
    // "without subtitles" loses its denial when words are read (builtin/words.ts): a series named with no subtitles left is B2.
    '^(?![^]*subtitle)[^]*\\b(k-?dramas?|dramas?|films?|movies?|series|tv shows?|sitcoms?|anime|netflix)\\b',
    '\\bjlpt ?n2\\b|\\bn2\\b',
    '\\bhsk ?5\\b',
    '\\btopik ?4\\b',
    '\\bielts\\b(?! ?(4|4\\.5|5|7|7\\.5|8|8\\.5|9)(\\.0)?\\b)',
    '\\b(b2 )?first\\b[^,]*\\b(certificate|exam|cambridge)|\\bfce\\b',
    // Work in the language: most employers ask for B2 (the Goethe-Institut and Cambridge describe B2 as the working level).
    '\\b(at|for) work\\b|\\boffice\\b|\\bcolleagues\\b|\\bmeetings?\\b|\\bworkplace\\b|\\bjob\\b',
  ],
  C1: ['\\bjlpt ?n1\\b|\\bn1\\b', '\\bhsk ?6\\b', '\\btopik ?[56]\\b', '\\bielts ?(7|7\\.5|8)(\\.0)?\\b', '\\bcae\\b|c1 advanced'],
};

/** Starts a person names by their history: the start band goes to the rung's last week (a review), first match wins. */
const STARTS: { match: string[]; rung: string }[] = [
  {
    match: [
      '\\b(at|in) (high |secondary )?school\\b',
      '\\bschool (french|spanish|german|italian|english|japanese|chinese|korean|hindi)\\b',
      '\\byears ago\\b',
      '\\b(rusty|forgot(ten)? (most|a lot|everything))\\b',
    ],
    rung: 'A1',
  },
];

const CEFR = ['A1', 'A2', 'B1', 'B2', 'C1'];

/** The curriculum with the level readings above, for a ladder of CEFR levels; any other curriculum as it is. */
export function withLevelReadings(curriculum: Curriculum): Curriculum {
  const ladder = curriculum.ladder;
  if (!ladder || !CEFR.every((level) => ladder.rungs.some((r) => r.name === level))) return curriculum;
  const starts = STARTS.map(({ match, rung }) => ({ match, week: ladder.rungs.find((r) => r.name === rung)!.week }));
  return {
    ...curriculum,
    start: [
      ...curriculum.start.filter((band) => band.week > starts[0]!.week),
      ...starts,
      ...curriculum.start.filter((band) => band.week <= starts[0]!.week),
    ],
    ladder: { ...ladder, rungs: ladder.rungs.map((r) => ({ ...r, match: [...r.match, ...(TARGETS[r.name] ?? [])] })) },
  };
}

/**
 * What a language is for (issue #36): travel, work, films and series, an exam. Its topics go first in
 * each level's practice (a curriculum's `practice.themes`), so the weeks of practice are spent on the
 * person's purpose — e-mails, meetings and register for work — before the general themes.
 *
 * Sources: the CEFR's domains of language use (personal, public, occupational, educational) and the
 * Council of Europe's Threshold and Vantage specifications for the topics of each; the exam boards'
 * own papers (reading, listening, writing, speaking) for an exam.
 */
interface Purpose {
  name: string;
  match: string[];
  topics: Record<string, string[]>;
  /** Practice of its own, in turn with the rest (an exam's timed papers). */
  tasks?: CurriculumTask[];
}

const PURPOSES: Purpose[] = [
  {
    name: 'an exam',
    match: [
      '\\bexam\\b|\\btest\\b|\\bpass\\b|\\bdele\\b|\\bdelf\\b|\\bdalf\\b|goethe|\\bjlpt\\b|\\bhsk\\b|\\btopik\\b|\\bielts\\b|\\btoefl\\b|cambridge|\\bcertificate\\b',
    ],
    // The themes exam papers draw on at every level (DELF, DELE, Goethe, IELTS and Cambridge sample papers).
    topics: Object.fromEntries(
      CEFR.map((level) => [
        level,
        ['education and studying abroad', 'the environment', 'work and the future', 'health and sport', 'technology and society'],
      ]),
    ),
    tasks: [
      {
        title: 'Exam paper: one timed task from a past paper of your exam, marked with its answer key',
        description:
          'Reading, listening, writing and speaking in turn, at the exam’s own timing. The boards publish sample papers (France Éducation international for DELF, the Instituto Cervantes for DELE, the Goethe-Institut, IELTS, Cambridge, JLPT, HSK, TOPIK).',
        minutes: 30,
        difficulty: 'hard',
        priority: 2,
      },
    ],
  },
  {
    name: 'work',
    match: [
      '\\b(at|for) work\\b|\\boffice\\b|\\bcolleagues\\b|\\bmeetings?\\b|\\bworkplace\\b|\\bjob\\b|\\bbusiness\\b|\\bwork (in|using)\\b|\\bprofessional',
    ],
    topics: {
      A1: ['introducing yourself at work', 'your job and your workplace'],
      A2: ['short e-mails to a colleague', 'phone calls and appointments at work'],
      B1: ['meetings: giving your opinion', 'formal and informal address at work', 'small talk in the office'],
      B2: ['presenting your work', 'disagreeing politely in a meeting', 'formal e-mails and reports'],
      C1: ['register: from a chat message to a report', 'leading a meeting'],
    },
  },
  {
    name: 'films and series',
    match: ['\\b(k-?dramas?|dramas?|films?|movies?|series|tv|shows?|anime|netflix|cinema|podcasts?)\\b'],
    topics: {
      A1: ['the opening minutes of a children’s series, with subtitles in the language'],
      A2: ['a scene of a series you like, with subtitles in the language'],
      B1: ['a scene of a series you watch: what each character wants', 'slang and contractions in dialogue'],
      B2: ['an episode without subtitles, then with: what you missed', 'retelling a plot in your own words', 'fast, overlapping dialogue'],
      C1: ['humour and wordplay on screen', 'regional accents in films'],
    },
  },
  {
    name: 'travel',
    match: ['\\btravel|\\btrip\\b|holiday|vacation|backpack|\\bvisit'],
    topics: {
      A1: ['at the airport and the station', 'checking in at a hotel'],
      A2: ['ordering and paying', 'asking the way', 'a problem on holiday: lost, ill or late'],
      B1: ['booking and changing a trip', 'talking with locals about their town'],
      B2: ['a complaint about a trip, politely', 'the history and culture of a place you visit'],
      C1: ['travel writing and local press'],
    },
  },
];

/** The purpose a language target names, if any. */
export const purposeOf = (targetLevel: string) => PURPOSES.find((p) => matchesAny(p.match, targetLevel.toLowerCase()));

/** A language curriculum with the purpose's topics first in each level's practice; any other as it is. */
export function withPurpose(curriculum: Curriculum, targetLevel: string): Curriculum {
  const themes = curriculum.practice?.themes;
  const purpose = purposeOf(targetLevel);
  if (!themes || !purpose || !curriculum.practice) return curriculum;
  return {
    ...curriculum,
    practice: {
      ...curriculum.practice,
      tasks: [...curriculum.practice.tasks, ...(purpose.tasks ?? [])],
      themes: {
        ...themes,
        levels: themes.levels.map((level) => {
          const first = level.rungs.flatMap((r) => purpose.topics[r] ?? []);
          return { ...level, topics: [...first, ...level.topics.filter((t) => !first.includes(t))] };
        }),
      },
    },
  };
}
