import { CATALOG, LIMITS, todayIn } from '../../contract';
import { affirmed, matchesAny } from './builtin/words';
import { daysBetween, deadlineOf, NUMBERS } from './deadline';
import { rewordWeek } from './curricula/reword';
import { startWeek } from './curricula/start';
import { namedPerson, namedPlace, personThread, registerFor } from './curricula/language-people';
import {
  countryOf,
  languageTables,
  type ArtefactKind,
  type Evidence,
  type Kin,
  type Purpose,
  type Spine,
} from './curricula/language-tables';
import type { Curriculum, CurriculumTask, Rung, Unit } from './curricula/schema';

/**
 * Each pattern compiled once (a preview reads the person's words on every keystroke's debounce): the
 * tables' patterns and the ones built per language are kept by their source and flags. A kept `g`
 * expression is safe with `matchAll`, which works on a copy; the others hold no state.
 */
const compiled = new Map<string, RegExp>();
const re = (source: string, flags = '') => {
  const key = `${flags}/${source}`;
  let kept = compiled.get(key);
  if (!kept) compiled.set(key, (kept = new RegExp(source, flags)));
  return kept;
};

/**
 * Levels read right (issue #36): what a person names as their target or their past, placed on the CEFR
 * ladder every language curriculum shares (A1 … C1). The curricula's own patterns name levels and
 * situations; these add the targets people name by what they want to do — a series, a novel, an exam —
 * and the starts they name by their history. The patterns themselves are data (`targets` and `starts`
 * in curricula/_language-tables.json, decision 097); the rules that read them are here.
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
 *   here are the approximate ones language schools use, and the plan says the exam's own name beside
 *   the level. JLPT N4 ≈ A2 and N3 ≈ B1: the Japan Foundation's Marugoto course, written on its JF
 *   Standard (itself built on the CEFR), covers at A2 (Elementary 1–2) the grammar and about 300 kanji
 *   N4 tests, and at B1 (Pre-intermediate, Intermediate) N3's; the JLPT's own "can-do" list (jlpt.jp)
 *   describes N4 as "basic Japanese" of daily life, the CEFR's A2 wording. TOPIK I is levels 1 and 2
 *   (NIIED, topik.go.kr: level 1 from 80 of 200 points, level 2 from 140), read as A1 and A2 as the
 *   King Sejong Institutes describe them; TOPIK II levels 3 to 6 as B1, B2, C1, C1. HSK 4 ≈ B1.
 * - Work: employers commonly ask for B2 for office work in the language (Goethe-Institut's B2 "Beruf" level, Cambridge's
 *   B2 First "for work and study"); "work in" a language is read higher by some curricula (C1), which wins.
 * - Nursing and medicine: registration asks B2 at the least (Germany: nurses B2, doctors B2 and a C1
 *   medical language exam — Anerkennung in Deutschland; the UK's NMC: IELTS 7.0, about C1), so working
 *   as a nurse or doctor in the language is read as B2, and the purpose says the requirement itself.
 * - School: most school courses end around A2 (the CEFR's own examples of secondary outcomes); years
 *   later a learner recognises more than they can produce, so the plan starts at A1's last week, a
 *   review, and moves on to A2 — a "false beginner", as teachers say, not a first lesson.
 */
const CEFR = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
type Level = (typeof CEFR)[number];

/** The curriculum with the level readings above (the patterns: `targets` and `starts` in _language-tables.json), for a ladder of CEFR levels; any other curriculum as it is. */
export function withLevelReadings(curriculum: Curriculum): Curriculum {
  const ladder = curriculum.ladder;
  if (!ladder || !CEFR.every((level) => ladder.rungs.some((r) => r.name === level))) return curriculum;
  const { targets, starts: named } = languageTables();
  const starts = named.map(({ match, rung }) => ({ match, week: ladder.rungs.find((r) => r.name === rung)!.week }));
  return {
    ...curriculum,
    start: [
      ...curriculum.start.filter((band) => band.week > starts[0]!.week),
      ...starts,
      ...curriculum.start.filter((band) => band.week <= starts[0]!.week),
    ],
    ladder: { ...ladder, rungs: ladder.rungs.map((r) => ({ ...r, match: [...r.match, ...(targets[r.name as Level] ?? [])] })) },
  };
}

/**
 * A doctor, a GP or a clinic the person goes to as a patient ("a doctor's appointment", "register with a GP", "the
 * doctor, the bank, the landlord" among a move's errands): their own care, not a clinician's work on a ward.
 */
const AS_PATIENT = new RegExp(
  [
    "\\b(?:see|seeing|visit|visiting|go(?:ing)? to|register(?:ing)? with|book(?:ing)?|find(?:ing)?) (?:a |an |the |my |our |their |a new |the kids'? |the children'?s )?(?:family )?(?:doctors?|gps?|dentists?|p(?:a)?ediatricians?|clinics?|hospitals?)\\b",
    "\\b(?:doctor|gp|dentist|p(?:a)?ediatrician)(?:'s|s'|s)? (?:appointments?|visits?|surgery|office)\\b",
    '\\bappointments? (?:with|at) (?:a |the |my |our )?(?:doctors?|gps?|dentists?|clinics?)\\b',
    '\\bas (?:a|the) patient\\b',
  ].join('|'),
  'g',
);
/** Two or more of a move's errands named: a doctor among them is the person's own. */
const ERRANDS = /\b(?:bank|landlord|school|neighbou?rs?|supermarket|post office|town hall|city hall|registration|utilities|rent)\b/g;
const OWN_DOCTOR = /\b(?:the|a|my|our) (?:doctors?|gps?|dentists?|pharmacy|health cent(?:er|re))\b/g;

/**
 * The person's words with each job whose modifier changes a purpose word's domain named as that domain
 * (`jobs` in _language-tables.json), as purposes, tasks and professions are matched: "a vet nurse" is
 * veterinary work, not a ward's nurse; "a football agent" the sports business, not a match's commentary.
 */
export function asJobs(words: string): string {
  return languageTables().jobs.reduce((said, job) => said.replace(re(job.match, 'gi'), job.as), words.replace(/[’‘]/g, "'"));
}

/** The person's words without a doctor they see as a patient, which names no healthcare work. */
function withoutOwnCare(words: string): string {
  const plain = words.replace(/[’‘]/g, "'").replace(AS_PATIENT, ' ');
  return (plain.match(ERRANDS)?.length ?? 0) >= 2 ? plain.replace(OWN_DOCTOR, ' ') : plain;
}

/**
 * What a language is for (issue #36): travel, phone calls, family, work, a ward, films and series, songs,
 * sport, study abroad, an exam (`purposes` in _language-tables.json). Its topics go first in each level's
 * practice (a curriculum's `practice.themes`), its own tasks join the practice's turn, and every week of
 * practice brings a task of its inventory at the level reached — the level's situations, text types or
 * exam tasks, each worked in turn as phrases, a role-play, a real example and one's own (or, for what is
 * watched and heard, listening, transcribing, its phrases and a retelling) — with earlier ones in review
 * (units.ts), so the purpose lasts the whole plan, not its first weeks. A target can name several ("phone
 * my in-laws"): each adds its own, in turn; an exam names one exam; a purpose that stands for another
 * (a nurse's ward for work in general) takes its place. A requirement the purpose carries where the
 * person will use the language (a nurse's registration, a university's admission) is said once, first,
 * with its named source.
 *
 * Sources: the CEFR's domains of language use (personal, public, occupational, educational) and the
 * Council of Europe's Threshold and Vantage specifications for the topics of each; for telephoning, the
 * CEFR Companion Volume's "understanding conversation between other people" and "telecommunications"
 * descriptors (A2: "can make simple telephone calls … an appointment"), DIN 5009 and the ICAO/NATO
 * alphabet for spelling on the phone, and NICE CG159's graded exposure (an easy real call before a
 * hard one); for family, Threshold's "relations with other people" and "personal identification"; for
 * a ward, the SBAR handover (NHS Improvement's SBAR communication tool) and the German Pflege
 * curricula's Fachsprache; for study, the CEFR's educational domain; for exams, the boards' own papers:
 * JLPT (jlpt.jp: vocabulary; grammar and reading; listening — no writing or speaking), TOPIK (NIIED,
 * topik.go.kr: TOPIK I listening and reading; TOPIK II adds writing), and DELF, DELE, Goethe, IELTS,
 * Cambridge and HSK, whose sample papers test all four skills.
 */
export function purposesOf(targetLevel: string): Purpose[] {
  const plain = withoutOwnCare(targetLevel.toLowerCase());
  const words = asJobs(plain);
  const named = languageTables().purposes.filter((p) => matchesAny(p.match, words));
  const exam = named.find((p) => p.exam);
  // A purpose another one stands for, or a job's domain does (a vet nurse's "patients" are no ward's) unless the
  // words still name one of its own professions ("I'm a nurse; my husband is a vet nurse").
  const jobs = languageTables().jobs.filter((j) => re(j.match, 'i').test(plain));
  const own = (p: Purpose) => Object.values(p.professions ?? {}).some((list) => list.some((r) => matchesAny(r.match, words)));
  const replaced = new Set([
    ...named.flatMap((p) => p.instead ?? []),
    ...jobs.flatMap((j) => j.instead ?? []).filter((name) => !named.some((p) => p.name === name && own(p))),
  ]);
  return named.filter((p) => (!p.exam || p === exam) && !replaced.has(p.name));
}

/** Its language's name in a purpose's text, and the purpose's words for that language (`{bignumbers}`). */
const inLanguage = (text: string, language: string, purpose?: Purpose) => {
  const said = (key: string) => purpose?.words?.[language]?.[key] ?? purpose?.words?.default?.[key];
  return withRegister(text, language)
    .replaceAll('{language}', language)
    .replace(/\{(\w+)\}/g, (hole, key: string) => said(key) ?? hole);
};

/**
 * `{register}`: how the language speaks to grandparents and in-laws (`registers` in _language-tables.json: 존댓말, 敬語, आप,
 * vous); where the person's words name someone (a grandad, a mother-in-law, decision 333), how it speaks to them, and
 * `{elders}` is who they are (decision 351: a grandad is not an in-law).
 */
const withRegister = (text: string, language: string, words = '') => {
  // (Most texts name neither: the person's words are read only for one that does.)
  if (!text.includes('{register}') && !text.includes('{elders}')) return text;
  const { say } = languageTables().registers;
  return text
    .replaceAll('{register}', registerFor(language, words) ?? say[language] ?? say.default ?? '')
    .replaceAll('{elders}', namedPerson(words)?.who ?? 'your grandparents or in-laws');
};

/** A description that opens with a situation's detail ("the abbreviations, the doses") starts as a sentence does. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A purpose's task of a week of practice, with its review in the weeks after (units.ts). */
type Weekly = { task: CurriculumTask; review: CurriculumTask };

/**
 * The purposes' weekly tasks at a level, in the order its weeks of practice take them: each purpose's
 * situations in turn, worked in its first kind, then all again in the next (so a week's review of the
 * week before is the situation before, and no two weeks repeat until the level's situations × kinds are
 * done); several purposes alternate, and a place's (`more`, decision 308) comes after every second of theirs. A level without
 * situations of its own (C1) takes B2's.
 */
function weeklyOf(purposes: readonly Purpose[], level: Level, language: string, more: ReadonlyArray<readonly Weekly[]> = []): Weekly[] {
  const { weeklyKinds, weeklyReview } = languageTables();
  const lists = purposes.flatMap((purpose) => {
    const { weekly } = purpose;
    const situations = weekly && (weekly.levels[level] ?? (level === 'C1' ? weekly.levels.B2 : undefined));
    if (!weekly || !situations) return [];
    const kinds = weeklyKinds[weekly.kinds]!;
    // A situation's detail may name the purpose's words for the language ("{bignumbers}": 万 in Japanese, lakh in Hindi).
    const fill = (t: CurriculumTask, { situation, detail }: (typeof situations)[number]) => {
      const words = (text: string) =>
        inLanguage(
          text.replaceAll('{label}', weekly.label).replaceAll('{situation}', situation).replaceAll('{detail}', detail),
          language,
          purpose,
        );
      return { ...t, title: words(t.title), description: sentence(words(t.description)) };
    };
    return [kinds.flatMap((kind) => situations.map((s) => ({ task: fill(kind, s), review: fill(weeklyReview, s) })))];
  });
  const main = inTurn(lists);
  const places = inTurn(more);
  if (!main.length) return places;
  // A place's task comes after every second task of the purposes' (decision 308): with its reviews a week and three weeks
  // on, one purpose leaves a week in three without it, where alternating every week gave every week a task of it.
  const out: Weekly[] = [];
  let next = 0;
  main.forEach((w, k) => {
    out.push(w);
    if (k % 2 === 0 && next < places.length) out.push(places[next++]!);
  });
  return [...out, ...places.slice(next)];
}

/** Lists taken in turn, an entry of each in each round. */
function inTurn<T>(lists: ReadonlyArray<readonly T[]>): T[] {
  const longest = Math.max(0, ...lists.map((l) => l.length));
  return Array.from({ length: longest }, (_, k) => lists.flatMap((l) => (k < l.length ? [l[k]!] : []))).flat();
}

/**
 * The target's own work (issue #36, round 9; decision 112): the series, song, book, game, speech or
 * exam paper the person names, with what to call it — the name they gave ("One Piece", "Nessun dorma",
 * quoted or capitalised), else their own words for it ("my wedding toast" → "your wedding toast"), else
 * the kind's ("the series or films you chose"). The kinds and their patterns are data (`artefacts` in
 * _language-tables.json), tried in order; a name is read from the words as written, so "Italian" or
 * "JLPT" is never a title.
 */
export interface Artefact {
  kind: ArtefactKind;
  thing: string;
}

const QUOTED = /["“«„]([^"“”«»„]{2,60})["”»“]/;
const QUOTED_FIRST = new RegExp(`^${QUOTED.source}`);
/** Capitalised words that are never a work's name. */
const NOT_A_NAME =
  /^(I|I'm|I'd|I've|TV|OK|[A-Z]|[ABC][12]|N[1-5]|JLPT|HSK|TOPIK|DELE|DELF|DALF|OET|IELTS|TOEFL|TCF|TEF|CEFR|Goethe|Cambridge|Netflix|YouTube|English|German|French|Greek|Thai|Dutch|Mandarin|Cantonese|Latin|Hindi|Urdu|Korean|Chinese|Japanese|Italian|Spanish|Portuguese|Russian|Arabic|Turkish|Polish|Swedish|Vietnamese|Taiwanese|Neapolitan|Sicilian|Hangul|Hangeul|Hiragana|Katakana|Kana|Kanji|Devanagari|Pinyin|Cyrillic|American|British|Mexican|Brazilian|Indian|European|Swiss|Austrian|Argentine|Argentinian|Colombian|Chilean|Peruvian|Uruguayan|Venezuelan|Cuban|Canadian|Québécois|Quebecois|Belgian|Australian|Irish|Scottish|Bavarian|Castilian|Schweizerdeutsch|Hochdeutsch|Kansai|Christmas|Easter|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;
/** English words that end a name's lower-case tail ("One Piece without subtitles"). */
const STOPS =
  /^(in|at|with|without|for|by|on|to|and|or|from|before|after|my|our|your|the|a|an|every|each|so|because|when|while|until|this|next|again|one|some|all|its|their|his|her|properly|fluently|well|subtitles|like|as|is|are|was|i|me|us|we|into|through|about|once|twice|then|now|already|also|only|just|even|more|not|no|who|which|that|where|how)$/;
const JOINS = /^(of|the|and|on|for|with|at|from|into|de|la|le|les|du|des|di|del|della|el|los|las|no|to|a|in|im|der|die|das|von|y|e|et|&)$/;

/** A run's first word: a number, a counted part or a kind's noun before the name ("2 episodes of", "the anime"). */
const OBJECT =
  /^(?:(?:an? whole|the whole|the first|the last|the|a|an|one|two|three|four|five|\d+|every|each|some|all)\s+)?(?:(?:episodes?|seasons?|chapters?|volumes?|pages?|parts?|levels?|songs?|verses?)\s+(?:of\s+)?(?:the\s+)?)?(?:(?:k-?drama|c-?drama|j-?drama|drama|anime|series|show|sitcom|telenovela|film|movie|novel|book|manga|comic|game|song|aria|opera|musical)\s+)?/;

/**
 * A work's name in the target as written, the object of the kind's verb ("watch One Piece", "play
 * Dragon Quest XI", "watch 2 episodes of Terrace House"): quoted, or a run of capitalised (or CJK) words that may go on in lower
 * case ("Nessun dorma"). A capital anywhere else is a place, a person or a sentence's first word ("understand my
 * in-laws when we visit Madrid", "My goal is to …"), never a work; a run never starts on a number, and never ends on a join word.
 */
function nameIn(written: string, verbs: readonly string[]): string | undefined {
  for (const verb of verbs) {
    for (const found of written.matchAll(re(verb, 'gi'))) {
      const after = written.slice(found.index + found[0].length).replace(/^\s+/, '');
      const object = after.slice(OBJECT.exec(after)?.[0].length ?? 0);
      const name = QUOTED_FIRST.exec(object)?.[1]?.trim() ?? runAt(object.split(/[.!?;,\n]/)[0]!);
      if (name) return name;
    }
  }
  return undefined;
}

/** The name a clause starts with, or undefined where its first word is no name's. */
function runAt(clause: string): string | undefined {
  const run: string[] = [];
  let joins: string[] = [];
  let tail = 0;
  for (const token of clause.trim().split(/\s+/)) {
    const word = token.replace(/^[(“"']+|[)”"':]+$/g, '');
    // A single capital ("Final Fantasy X") only within a name; an Italian title goes on in lower case ("Nessun dorma").
    const capital =
      (/^[\p{Lu}\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(word) || (run.length > 0 && /^\d/.test(word))) &&
      (!NOT_A_NAME.test(word) || (run.length > 0 && /^[A-Z]$/.test(word)));
    if (capital && !tail) {
      run.push(...joins, word);
      joins = [];
    } else if (run.length && !tail && JOINS.test(word)) joins.push(word);
    else if (run.length && !joins.length && tail < 3 && /^\p{Ll}/u.test(word) && !STOPS.test(word)) {
      run.push(word);
      tail++;
    } else break;
  }
  return run.length ? run.join(' ') : undefined;
}

/** "my wedding toast" as the plan says it to its person: "your wedding toast"; "a toast" is theirs too. */
const yours = (words: string) =>
  words
    .replace(/\b(my|our)\b/gi, 'your')
    .replace(/^(a|an|the) (?=(?:\S+ ){0,2}(toast|speech|vows|eulogy|talk|presentation|keynote|pitch)\b)/i, 'your ');

/** The target's own work, or undefined where the words name none. */
export function artefactOf(targetLevel: string): Artefact | undefined {
  const written = targetLevel.replace(/[’‘`´]/g, "'");
  const words = written.toLowerCase();
  for (const kind of languageTables().artefacts) {
    if (kind.unless && matchesAny(kind.unless, words)) continue;
    const found = kind.match.map((pattern) => re(pattern, 'd').exec(words)).find(Boolean);
    const name = kind.named ? nameIn(written, kind.named) : undefined;
    if (!found && !name) continue;
    const at = found?.indices?.[1];
    const group = at && written.slice(at[0], at[1]);
    // A title in quotes is the person's own for the work: before their words for its kind ("the aria “Nessun dorma”").
    const quoted = name !== undefined && name === QUOTED.exec(written)?.[1]?.trim();
    const thing = quoted ? name : group ? (kind.as ?? '{1}').replace('{1}', yours(group)) : (name ?? kind.thing);
    return { kind, thing };
  }
  return undefined;
}

/** The level the work asks, where the target names no level itself ("without subtitles" B2, a toast A2). */
function artefactLevel(artefact: Artefact | undefined, targetLevel: string): Level | undefined {
  if (!artefact || /\b([abc][12]|n[1-5]|hsk ?\d|topik ?\w+|ielts ?\d)\b/i.test(targetLevel)) return undefined;
  return artefact.kind.levels?.find((l) => re(l.match, 'i').test(targetLevel))?.rung;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Titles are at most 120 characters (the curriculum schema's). */
const titled = (text: string) => (text.length <= 120 ? text : `${text.slice(0, 119).trimEnd()}…`);

/**
 * The work's weeks, in the order the weeks of practice take them (units.ts): its `first` stages, then
 * cycles of its `steps` on the next part, each closed by the whole of it — a whole that grows with the
 * cycles (`wholes`: an episode with subtitles, then without) — each with its review. `from` skips the
 * first entries: a level above the start goes on where the level below left off.
 */
function artefactWeeks(artefact: Artefact, language: string, from: number): { task: CurriculumTask; review: CurriculumTask }[] {
  const { first = [], steps, wholes, review } = artefact.kind;
  const fill = (t: CurriculumTask, n: number) =>
    reworded(t, (text) =>
      inLanguage(
        text.replaceAll('{Artefact}', capital(artefact.thing)).replaceAll('{artefact}', artefact.thing).replaceAll('{n}', String(n)),
        language,
      ),
    );
  const again = (task: CurriculumTask, title = task.title) => ({
    task,
    review: { ...fill(review, 1), title: titled(review.title.replace('{title}', title)) },
  });
  const list = first.map((t) => again(fill(t, 1)));
  for (let c = 0; list.length < from + 30; c++) {
    list.push(...steps.map((t) => again(fill(t, c + 1))));
    // A whole try is reviewed by its weakest part, not done whole again.
    list.push(
      again(fill(wholes[Math.min(c, wholes.length - 1)]!, c + 1), `${capital(artefact.thing)}: the weakest part of whole try ${c + 1}`),
    );
  }
  return list.slice(from, from + 30);
}

/** A theme of a domain at a level, with its words and can-do, and the domain it is of. */
interface SpineEntry {
  theme: string;
  words: string;
  can: string;
  spine: Spine;
}

/**
 * The domains of the target's purposes and its work, each once (decision 131): the purposes' first, as their
 * topics opened the weeks before (a talk at work starts on the work's), the work's in turn with them.
 */
function spinesOf(artefact: Artefact | undefined, purposes: readonly Purpose[]): Spine[] {
  const { spines } = languageTables();
  const names = [...purposes.map((p) => p.spine), artefact?.kind.spine].filter((n) => n !== undefined);
  return [...new Set(names)].map((name) => spines[name]!);
}

/** The domains' themes at a level, in turn (a talk's and the work's alternate); a level without its own (C1) takes the one below. */
function spineAt(spines: readonly Spine[], level: Level): SpineEntry[] {
  const lists = spines.map((spine) => {
    const own = CEFR.slice(0, CEFR.indexOf(level) + 1)
      .reverse()
      .map((l) => spine.levels[l])
      .find((l) => l !== undefined);
    return (own ?? []).map((e) => ({ ...e, spine }));
  });
  return inTurn(lists);
}

/** A grammar point's name before its gloss: "て-form" of "て-form: join two actions". */
const pointName = (point: string) => point.split(/: | — /)[0]!;
/** At most `max` characters, cut after a whole item of a list where there is one ("the price, a year"), else with an ellipsis. */
const clipped = (text: string, max: number) => {
  if (text.length <= max) return text;
  const comma = text.lastIndexOf(', ', max);
  return comma > max / 2 ? text.slice(0, comma) : `${text.slice(0, max - 1).trimEnd()}…`;
};

/**
 * A level's inventory on the domain (decision 131): the grammar points stay, in their order, save those the
 * domain brings first (a French novel's passé simple); each point's new words and can-do are the domain's,
 * its themes in turn — "New words: 15 for numbers and trends — to rise, to fall …", "Can do: describe a
 * trend in your figures, with its cause — using the comparative". A script's characters (kanji, hanzi)
 * stay as the inventory counts them. A theme met again brings 15 more of its words, from the person's own.
 */
function onSpine(units: readonly Unit[], entries: readonly SpineEntry[], language: string): Unit[] {
  const forward = [...new Set(entries.map((e) => e.spine))].flatMap((s) => s.forward?.[language] ?? []);
  const ahead = (u: Unit) => forward.some((f) => u.point.toLowerCase().includes(f.toLowerCase()));
  const ordered = [...units.filter(ahead), ...units.filter((u) => !ahead(u))];
  const paired = pairedOn(ordered, entries);
  return ordered.map((unit, i) => {
    const e = paired[i]!;
    const set = Math.floor(i / entries.length);
    const words = /^New words\b/.test(unit.words)
      ? set || !e.words
        ? `New words: 15 ${set ? 'more ' : ''}for ${e.theme}${set ? ` (set ${set + 1})` : ''}, ${e.spine.own}`
        : `New words: 15 for ${e.theme} — ${e.words}`
      : unit.words;
    return {
      ...unit,
      words: clipped(words, 110),
      can: clipped(`${e.can} — using ${pointName(unit.point)}`, 140),
      theme: clipped(e.theme, 60),
    };
  });
}

/** The uses (`grammarUses`) whose patterns match a text. */
const usesIn = (text: string, side: 'point' | 'situation') =>
  languageTables()
    .grammarUses.uses.filter((u) => u[side].some((p) => re(p, 'i').test(text)))
    .map((u) => u.use);

/** How far down the themes not yet taken a point looks for one that uses it: the purpose's first themes stay first. */
const LOOK = 8;

/**
 * Each unit's situation, chosen for its grammar (decision 308): in teaching order, the first of the next few themes not
 * yet taken this round, no further than eight down, whose situation uses what the point is for (`grammarUses`: the past
 * on "your last working week", comparing on "your products and their prices"), else the next theme not yet
 * taken; a round begins again once every theme is taken. So the week that teaches a point practises it where it is
 * used ("chat with people you meet — using Possessives", not "order a meal"), and each theme still comes once a round.
 */
function pairedOn(units: readonly Unit[], entries: readonly SpineEntry[]): SpineEntry[] {
  const serves = entries.map((e) => usesIn(`${e.theme} ${e.can}`, 'situation'));
  let taken = new Set<number>();
  return units.map((unit) => {
    if (taken.size >= entries.length) taken = new Set();
    const uses = usesIn(`${unit.point} ${unit.example}`, 'point');
    const free = entries.map((_, k) => k).filter((k) => !taken.has(k));
    const fits = (j: number) => serves[j]!.some((u) => uses.includes(u));
    const k = free.slice(0, LOOK).find(fits) ?? free[0]!;
    taken.add(k);
    return entries[k]!;
  });
}

/** Two lists in turn, one of each, the longer's rest after. */
const interleaved = <T>(a: readonly T[], b: readonly T[]): T[] =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i], b[i]])
    .flat()
    .filter((x): x is T => x !== undefined);

/** The level a person's words start at, as the curriculum's start bands read them (curricula/start.ts). */
function startLevel(curriculum: Curriculum, currentLevel: string): number {
  const week = startWeek(curriculum, currentLevel) + 1;
  const rungs = curriculum.ladder?.rungs ?? [];
  return Math.max(0, CEFR.indexOf((rungs.find((r) => r.week >= week)?.name ?? 'A1') as Level));
}

/**
 * A language curriculum with the purposes' topics first in each level's practice, their tasks first in
 * its turn, their weekly tasks at each level, what they leave out left out, and a requirement they carry
 * said; any other curriculum as it is. The target's own work (`artefactOf`) comes first of all: said
 * first, one of its tasks in each week of lessons, and its next stage in every week of practice, the
 * purposes named beside it keeping their topics and their own tasks in the turn.
 */
export function withPurpose(curriculum: Curriculum, targetLevel: string, currentLevel = ''): Curriculum {
  const themes = curriculum.practice?.themes;
  // A work in another language than the option's (a Latin Requiem on Italian) is not worked in this one's weeks.
  const artefact = otherLanguageOf(curriculum.option, targetLevel) ? undefined : artefactOf(targetLevel);
  // A job said where the person is takes the place of the purposes its domain stands for: a chef's suppliers are a
  // kitchen's, not an importer's (decision 278).
  const mine = languageTables().jobs.filter((j) => re(j.match, 'i').test(currentLevel));
  const named = purposesOf(targetLevel).filter((p) => !mine.some((j) => j.instead?.includes(p.name)));
  // A purpose the work stands for keeps its topics as the weeks' themes; its weeks are the work's.
  const purposes = named.filter((p) => !artefact?.kind.instead?.includes(p.name));
  // The place's own tasks take the weeks of practice's purpose slot (decision 308), with or without a purpose.
  const placed = curriculum.practice?.tasks.filter(isPlaceTask) ?? [];
  const language = curriculum.option;
  // The person's own people and place (decision 333): a thread beside the places' and occasions', its register by who they are.
  const words = `${currentLevel}\n${targetLevel}`;
  const spoken = occasionsOf(language, targetLevel).find((o) => o.language)?.language ?? language;
  // Its talk in the language spoken: Cantonese, with its kinship terms and no 您, where Cantonese is asked (decision 333).
  const thread = personThreadOf(language, spoken, words, targetLevel);
  if (!themes || (!purposes.length && !artefact && !placed.length && !thread) || !curriculum.practice) return curriculum;
  const dated = deadlineOf(targetLevel, todayIn('UTC')) !== undefined;
  // An exam's level named ("DELF A2"): its practice reaches no theme above it (decision 292).
  const examAt = named.some((p) => p.exam)
    ? [...CEFR].reverse().find((l) => matchesAny(languageTables().examLevels[l] ?? [], targetLevel.toLowerCase()))
    : undefined;
  // A place or occasion the target names takes its turn in the weekly situations (decision 302): Chuseok's beside the
  // family's, its own tasks first, so each comes in turn and returns in review a week and three weeks on (decision 308).
  const occasional = (at: Level) => [
    ...occasionsOf(language, targetLevel).map((o): Weekly[] => [
      ...placed.filter((t) => t.place === o.name).map((t) => placeWeekly(t, o.weekly?.label ?? o.name)),
      ...(o.weekly ? weeklyOf([{ name: o.name, match: o.match, topics: {}, weekly: o.weekly }], at, o.language ?? language) : []),
    ]),
    ...(thread ? [weeklyOf([{ name: thread.name, match: ['(?!)'], topics: {}, weekly: { ...thread, kinds: 'talk' } }], at, spoken)] : []),
  ];
  const beside = (at: Level) =>
    weeklyOf(
      occasionsOf(language, targetLevel).flatMap((o) =>
        o.beside && o.weekly ? [{ name: o.name, match: o.match, topics: {}, weekly: o.weekly }] : [],
      ),
      at,
      language,
    );
  const skips = purposes.flatMap((p) => p.skips ?? []);
  const kept = (tasks: readonly CurriculumTask[]) => tasks.filter((t) => !skips.includes(t.title.split(':')[0]!));
  const thing = (text: string) =>
    artefact ? text.replaceAll('{Artefact}', capital(artefact.thing)).replaceAll('{artefact}', artefact.thing) : text;
  const register = registerFor(spoken, words);
  const yours = (text: string) => (register ? text.replaceAll('{register}', register) : text);
  const own = purposes.flatMap((p) =>
    (p.tasks ?? []).map((t) => ({
      ...t,
      title: inLanguage(t.title, language, p),
      description: inLanguage(yours(t.description), language, p),
    })),
  );
  // The domain the weeks of practice are on (decision 131): the work's first, then the purposes'.
  const spines = spinesOf(artefact, named);
  // A week of lessons meets the work too: its own tasks, in turn (a week of practice has its stage); without
  // a work, the domain's first can-dos with the week's lessons (a professional starts from their own work).
  // A person who starts part-way up the ladder meets the domain at the level they start at, from its first can-do (decision 252).
  const start = startLevel(curriculum, currentLevel);
  // With a date to meet, the occasion's own situations take every other of these (decision 342): each week of lessons
  // before a Christmas lunch or a wedding meets its phrases beside the domain's can-do, not only the weeks of practice.
  const event: CurriculumTask[] = dated
    ? occasionsOf(language, targetLevel).flatMap((o) => {
        const levels = o.weekly?.levels;
        const at = levels && (levels[CEFR[start]!] ?? levels.A2 ?? levels.A1);
        return (at ?? []).map((s) => ({
          title: titled(`${o.weekly!.label}: ${s.situation}, with this week’s lessons`),
          description: `In ${o.language ?? language}, with this week’s lessons: ${s.detail} Said aloud as you will say it on the day, then written and kept.`,
          minutes: 10,
          flex: [5, 15] as [number, number],
          difficulty: 'easy' as const,
          priority: 1,
        }));
      })
    : [];
  const domain =
    artefact?.kind.tasks.map((t) => reworded(t, (text) => inLanguage(thing(text), language))) ??
    spineAt(spines.slice(0, 1), CEFR[start]!).map((e) => ({
      title: titled(`${e.spine.label}: ${e.can}, with this week’s lessons`),
      description: `In ${language}, with the words and grammar of this week’s lessons and the words for it (${e.words}): said aloud, then written as you will use it, and kept.`,
      minutes: 10,
      flex: [5, 15] as [number, number],
      difficulty: 'easy' as const,
      priority: 1,
    }));
  const lessons = artefact || !event.length ? domain : interleaved<CurriculumTask>(event, domain);
  // Two a week, on its first and middle days, so a week spread over parts meets it in each.
  const first = startWeek(curriculum, currentLevel);
  const weeks = lessons.length
    ? curriculum.weeks.map((week, at) => {
        // Counted from the week the person starts: the work's first task, or the domain's first can-do, comes first.
        const i = Math.max(0, at - first);
        // A work that asks more (your own texts, four a week) spreads them from the week's first day to its last, so
        // a week of lessons spread over three or four of the person's weeks meets it in each.
        const n = week.days.length;
        const each = Math.min(n, artefact?.kind.perWeek ?? 2);
        const on =
          lessons.length < 2
            ? [Math.floor(n / 2)]
            : each > 2
              ? [...new Set(Array.from({ length: each }, (_, k) => Math.round((k * (n - 1)) / (each - 1))))]
              : [0, Math.floor(n / 2)];
        // The work's own is core; the domain's (no work named) fills what the day leaves, never lengthening the lessons.
        // So is a dated occasion's phrase (decision 342): the weeks before the day each meet it.
        const task = (d: number) => {
          const lesson = lessons[(on.length * i + on.indexOf(d)) % lessons.length]!;
          return { ...lesson, priority: artefact || event.includes(lesson) ? 1 : 2 };
        };
        return { ...week, days: week.days.map((day, d) => (on.includes(d) ? { ...day, tasks: [...day.tasks, task(d)] } : day)) };
      })
    : curriculum.weeks;
  const check = purposes.find((p) => p.milestone)?.milestone;
  // Only where the plan's last week is the date's: a birthday months past the plan's 26 weeks is not rehearsed in its last.
  const day = deadlineOf(targetLevel, todayIn('UTC'));
  const within = !!day && daysBetween(todayIn('UTC'), day.date) <= 7 * LIMITS.weeks.max;
  const rehearsal = within ? occasionsOf(language, targetLevel).find((o) => o.finale)?.finale : undefined;
  const kinds = purposes.find((p) => p.kinds)?.kinds;
  const milestone = check && { title: inLanguage(check.title, language), description: inLanguage(check.description, language) };
  // A requirement for the profession the target names (else the one they say they are); else the purpose's
  // own, which says how to find it out — never another profession's rule.
  // A country with a route of its own (decision 372: Vienna's recognition is Austria's) keys its own lines, "German Austria".
  // The target's country first: a nurse who worked in Dublin and now aims at Sydney is told Ahpra's (decision 380).
  const country = countryOf(language, targetLevel) ?? countryOf(language, currentLevel);
  const routed = country && `${language} ${country}`;
  const requirement = (p: Purpose) => {
    const rules = (routed && p.professions?.[routed]) || p.professions?.[language];
    const of = (words: string) => (rules ?? []).filter((r) => matchesAny(r.match, asJobs(words.toLowerCase()))).map((r) => r.say);
    return of(targetLevel).length ? of(targetLevel) : of(currentLevel);
  };
  const required = purposes.flatMap((p) => {
    const lines = requirement(p);
    const general = (routed && p.requirement?.[routed]) || p.requirement?.[language];
    const say = lines.length ? lines : [general].filter((s) => s !== undefined);
    return say.map((s) => ({ match: ['^'], say: s }));
  });
  // The register for who they named, said at the head where no task of theirs says it (a landlord's, colleagues').
  const registered = register && !own.some((t) => t.description.includes(register)) ? [{ match: ['^'], say: register }] : [];
  const said = [...(artefact ? [{ match: ['^'], say: inLanguage(thing(artefact.kind.say), language) }] : []), ...required, ...registered];
  const units = curriculum.practice.units;
  // The can-do of a week of practice is worked on the domain: into the talk, from the series' scene, for the trip.
  const worked = (artefact?.kind.spine && languageTables().spines[artefact.kind.spine]) || spines[0];
  // A work without a domain of its own (your own texts) is worked on the purpose's: "for your family", not "for a menu".
  const workedOn = artefact?.kind.spine ? artefact.thing : worked?.thing;
  const use = worked && units && { ...units.use, description: worked.use.replaceAll('{artefact}', workedOn ?? worked.thing) };
  const firstStages = artefact?.kind.first?.length ?? 0;
  const levelCycles = artefact ? 3 * (artefact.kind.steps.length + 1) : 0;
  return {
    ...curriculum,
    weeks,
    ...(said.length && { warnings: [...(curriculum.warnings ?? []), ...said] }),
    practice: {
      ...curriculum.practice,
      // With a date to meet, the occasion's own phrases come first in the turn: the lesson weeks' practice days before it
      // take them (a Christmas lunch's auguri and toast, a wedding's blessings), not only the weeks of practice.
      tasks: dated
        ? [...kept(placed), ...own, ...kept(curriculum.practice.tasks.filter((t) => !isPlaceTask(t)))]
        : [...own, ...kept(curriculum.practice.tasks)],
      ...(milestone && { milestone }),
      // With a date, its week closes on the day rehearsed whole (decision 351): the toast for the grandad given, start to end.
      ...(dated && !curriculum.practice.finale && rehearsal && { finale: rehearsal }),
      ...(kinds && { kinds }),
      ...(use && units && { units: { ...units, use } }),
      themes: {
        ...themes,
        levels: themes.levels.map((level, k, all) => {
          // With a date to meet, the next level's topics of the purpose come early too: the weeks until then are all on it.
          const rungs = [...level.rungs, ...(dated ? (all[k + 1]?.rungs ?? []) : [])];
          const at = level.rungs[0] as Level;
          const first = [...new Set(named.flatMap((p) => rungs.flatMap((r) => p.topics[r as Level] ?? [])))];
          // With a domain, the purposes' topics first (as before), then its themes, then the level above's (a long level
          // reaches ahead, and a date to meet brings them early) and the level below's: a level of 24 weeks meets each
          // once. Each theme brings its words and can-do, in the same order (so a week's words are its theme's); a
          // purpose's topic the domain does not list takes the domain's own words for it. The stock list stays only
          // where a plan has no purpose.
          const entries = CEFR.includes(at) ? spineAt(spines, at) : [];
          const around = (step: number) => {
            const level = CEFR[CEFR.indexOf(at) + step];
            return entries.length && level ? spineAt(spines, level) : [];
          };
          const known = new Map([...around(-1), ...around(1), ...entries].map((e) => [e.theme, e]));
          const ahead = examAt && CEFR.indexOf(at) >= CEFR.indexOf(examAt) ? [] : around(1);
          const domain = [...new Set([...first, ...[...entries, ...ahead, ...around(-1)].map((e) => e.theme)])];
          const onTheme = domain.map(
            (theme) => known.get(theme) ?? { theme, words: '', can: `talk and write about ${theme}`, spine: spines[0]! },
          );
          const tasks = level.tasks && kept(level.tasks);
          const general = CEFR.includes(at) ? weeklyOf(purposes, at, language, occasional(at)) : [];
          // A level above the start goes on with the work where the one below left off: the start level takes the
          // kind's first stages and three cycles, each level above three cycles more.
          const above = Math.max(0, CEFR.indexOf(at) - start);
          const work = artefact && CEFR.includes(at) ? artefactWeeks(artefact, language, above && firstStages + above * levelCycles) : [];
          // The work every week where there is one: the purposes keep their topics and their own tasks in the turn. A register
          // or variety the purpose speaks comes beside it one week in three (decision 390: the anime's plain Japanese).
          const weekly = work.length ? besideWork(work, beside(at)) : general;
          return {
            ...level,
            ...(tasks && { tasks }),
            ...(weekly.length && { purpose: weekly }),
            ...(entries.length &&
              level.inventory && { inventory: { ...level.inventory, units: onSpine(level.inventory.units, onTheme, language) } }),
            topics: entries.length ? domain : [...first, ...level.topics.filter((t) => !first.includes(t))],
          };
        }),
      },
    },
  };
}

/**
 * Where a person is, read from what they already do in the language (issue #36, round 7): "I read
 * technical documentation in English every day" is not a beginner, "I know about 100 kanji" has
 * learnt kana and N5's kanji, a heritage speaker "who understands but cannot read" hears far more than
 * they read, and "two years of evening classes" are hours already studied. Each reading places the
 * start on the curriculum's own ladder, says in the plan how it was read (skills apart where they
 * differ), and turns its practice towards the skills behind.
 *
 * Sources, beside each figure:
 * - CEFR Companion Volume (2020): reading for information and argument, B2 "can understand articles and
 *   reports concerned with contemporary problems … specialised articles outside their field, provided
 *   they can use a dictionary"; overall listening B1 "can understand the main points of clear standard
 *   speech on familiar matters regularly encountered" (the talk of a family home).
 * - Vocabulary size by level: Milton and Alexiou (2009), "Vocabulary size and the Common European
 *   Framework of Reference for Languages" (learners of English and French): about 1,500 words at A1's
 *   top, 2,500 at A2's, 3,000 at B1's, 3,750 at B2's, 4,500 at C1's — approximate, as the authors say.
 * - Kanji by JLPT level: the JLPT publishes no list since 2010; the lists of the old test, which
 *   schools still use, give about 100 kanji for N5, 300 for N4, 650 for N3, 1,000 for N2 and 2,000 for
 *   N1 (read as A1 … C1 as above: N5 ≈ A1, N4 ≈ A2, N3 ≈ B1).
 * - Characters by HSK level (HSK 2.0, Hanban's syllabus): 174 for HSK 1, 347 for HSK 2, 617 for HSK 3,
 *   1,064 for HSK 4, 1,685 for HSK 5, 2,663 for HSK 6 (HSK 2 ≈ A1, 3 ≈ A2, 4 ≈ B1, 5 ≈ B2, 6 ≈ C1, as above).
 * - A year of classes: a school or evening-class year is about 60–100 hours of lessons (two or three
 *   hours a week over 30 to 36 weeks); read as 80, set against the ladder's own guided hours (Cambridge,
 *   scaled by the FSI's difficulty), so a year of Japanese counts for less than a year of Spanish.
 * - Heritage speakers: the US National Heritage Language Resource Center (UCLA) and Polinsky and Kagan
 *   (2007), "Heritage languages: in the 'wild' and in the classroom": heritage speakers understand far more
 *   than they can read or write, and are taught literacy and register, not the first words.
 */
export interface Placement {
  /** The start band's week (1-based, as `start` bands count). */
  week: number;
  /**
   * A script's weeks moved to A2's first (a heritage speaker who cannot read Hangul): `from` its first week
   * (0-based), `count` its weeks; A1 ends before them, so its spoken lessons are left behind (decision 230).
   */
  moved?: { from: number; count: number };
  /** How it was read, said first in the plan: what they do, the level it means, where the plan starts. */
  say: string;
  /** Practice that turns the weeks towards the skills behind (first in the turn). */
  tasks: CurriculumTask[];
  /**
   * A script's strand beside the lessons (decision 353): its first task (the kana) on every day but the first of the
   * first `weeks` lesson weeks from the start, then its second (kanji from the lessons) on their second and fourth days.
   */
  strand?: { tasks: CurriculumTask[]; weeks: number };
  /** Practice left out, by its title's first word: the skill they already have. */
  skips: string[];
  /** The rung up to which the plan goes at its lessons' pace (`atLessonsPace`): a school's level coming back (decision 306). */
  pace?: string;
  /** Opens the first day of every week from the start: what the target asks beyond the level (a child's homework, decision 306). */
  first?: CurriculumTask;
}

const practiceTask = (title: string, description: string, minutes = 15, difficulty: CurriculumTask['difficulty'] = 'medium') => ({
  title,
  description,
  minutes,
  difficulty,
  priority: 1,
});

/** Hours of lessons a year of classes is read as (sources above). */
const HOURS_A_YEAR = 80;

/**
 * ICAO's levels read against the CEFR (decision 341): no official equivalence exists (ICAO Doc 9835, 2010, rates
 * radiotelephony on its own six criteria); by the descriptors, Level 3 (Pre-operational) is roughly A2–B1, Level 4
 * (Operational) B1–B2, Level 5 (Extended) B2–C1, Level 6 (Expert) C1–C2. The level reached is the lower.
 */
const ICAO_LEVELS: Record<number, { reached: Level; roughly: string }> = {
  3: { reached: 'A2', roughly: 'A2–B1' },
  4: { reached: 'B1', roughly: 'B1–B2' },
  5: { reached: 'B2', roughly: 'B2–C1' },
  6: { reached: 'C1', roughly: 'C1–C2' },
};

/** "two", "10", "1,500" as a number (NUMBERS, deadline.ts: the words a count is said in). */
const numberOf = (said: string) => NUMBERS[said] ?? Number(said.replace(/,/g, ''));

/** The rung a number of study hours reaches on the ladder, and how far into the next (0 … 1). */
function byHours(rungs: readonly Rung[], hours: number): { reached?: Rung; into: number } {
  let total = 0;
  let reached: Rung | undefined;
  for (const rung of rungs) {
    if (total + rung.hours! > hours) return { ...(reached && { reached }), into: (hours - total) / rung.hours! };
    total += rung.hours!;
    reached = rung;
  }
  return { ...(reached && { reached }), into: 0 };
}

/**
 * The start a person's history or practice places them at, on a CEFR ladder of hours, or undefined when
 * their words name none of it (or name a level themselves: "B1" is their own reading). `week` counts as
 * start bands do: `rung.week + 1` starts past a rung, `rung.week` at its last week (a review).
 */
/** A clause that wishes rather than says ("want to speak Spanish at work", "hope to work in German"). */
const WISHED = /\b(?:want|wants|would like|'d like|hope|hoping|need|needs|plan|planning|going|trying|learn|learning|be able) to\b[^.;,]*/g;

export function placementOf(curriculum: Curriculum, currentLevel: string, targetLevel = ''): Placement | undefined {
  const rungs = curriculum.ladder?.rungs ?? [];
  if (curriculum.ladder?.basis !== 'hours' || !CEFR.every((level) => rungs.some((r) => r.name === level))) return undefined;
  const written = currentLevel.toLowerCase().replace(/[’‘`´]/g, "'");
  const words = affirmed(currentLevel);
  if (/\b[abc][12]\b/.test(words.replace(/\b(delf|dalf|dele|goethe|telc)\b[^,.;]{0,12}\b[abc][12]\b/g, ''))) return undefined;
  const language = curriculum.option;
  const rung = (name: string) => rungs.find((r) => r.name === name)!;
  const past = (r: Rung) => Math.min(curriculum.weeks.length, r.week + 1);
  // Within a rung: the week its share reached points at, at least its first.
  const within = (r: Rung | undefined, into: number) => {
    const from = r ? r.week : 0;
    const next = rungs[r ? rungs.indexOf(r) + 1 : 0]!;
    return from + 1 + Math.floor(into * (next.week - from));
  };
  const lang = (text: string) => withRegister(text, language, `${currentLevel}\n${targetLevel}`).replaceAll('{language}', language);

  // A heritage speaker of another variety who wants to read (Cantonese on Chinese): the shared written language, read with their own sounds.
  const reader = heritageReadingOf(language, currentLevel, targetLevel);
  const readerScript = languageTables().scripts[language];
  if (reader && readerScript) {
    const week = Math.min(curriculum.weeks.length, readerScript.week + 1);
    const fill = (text: string) =>
      lang(
        text
          .replaceAll('{variety}', reader.variety.name)
          .replaceAll('{romanisation}', reader.variety.romanisation)
          .replaceAll('{words}', reader.variety.words)
          .replaceAll('{course}', reader.variety.course ?? '')
          .replaceAll('{start}', curriculum.weeks[week - 1]!.title),
      );
    return {
      week,
      say: fill(reader.say),
      tasks: reader.entry.tasks.map((t) => ({ ...t, title: fill(t.title), description: fill(t.description) })),
      skips: reader.entry.skips,
    };
  }

  // Only in this language: "I work in marketing" or "I read the news in English" on Japanese places nothing.
  const named = `(?:${language.toLowerCase()}${language === 'Chinese' ? '|mandarin' : ''})`;
  const inIt = re(`\\b${named}\\b`).test(words);
  // A heritage speaker: they hear it at home, and may not read it at all — in this language, not another
  // the same clause names ("my parents speak English at home" on French).
  const HERITAGE =
    /\b(grew up|growing up|raised)\b[^.]{0,60}\b(speak|speaking|hear|hearing|with|in)\b|\bheritage\b|\bmy (parents|mum|mom|mother|dad|father|grandparents?|grandma|grandmother|family) (speaks?|spoke|talks?|talked)\b|\bat home\b[^.]{0,30}\b(speak|spoke|spoken|hear|heard)\b|\b(speak|spoke|spoken|hear|heard)\b[^.]{0,30}\bat home\b|\b(understand|understood|pick(ed)? up)\b[^.]{0,40}\bfrom (my|our) (parents|family|mum|mom|mother|dad|father|grand(parents?|ma|pa|mother|father)|nan|nani|dadi|halmoni|obaachan)\b|\b(understand|understood)\b (my|our) (parents|family|mum|mom|mother|dad|father|grand(parents|ma|pa|mother|father)|nan|nani|dadi|halmoni|obaachan)\b(?:['’]s?)?|\b(?:understand|understood|follow)\b[^.]{0,40}\b(?:but|and|then) (?:i )?(?:always |usually |only )?(?:answer|reply|respond|talk back)\w* in english\b/;
  const heard = written.split(/[,;.!?\n]+/).find((clause) => HERITAGE.test(clause));
  const another = namesAnotherLanguage(language);
  // A close language heard at home and spoken (Cantonese or Hokkien on Mandarin) is a head start (withKin), not this one heard.
  const kin = kinOf(language, currentLevel);
  const heardKin = heard !== undefined && !!kin && re(kin.match).test(heard) && !re(`\\b${named}\\b`).test(heard);
  // Another language at home that the option's is easily taken for (Cantonese on Chinese): said, and the start from zero.
  // Not where the option's own is heard too ("my parents speak Mandarin and Cantonese at home"): that is a heritage speaker.
  const near =
    heard !== undefined &&
    !re(`\\b${named}\\b`).test(heard) &&
    !heardKin &&
    languageTables().otherLanguages.find((l) => l.heard?.[language] && re(l.match).test(heard));
  // (Where the target already asks for it, its last sentence, "If it is Cantonese you want, say so", is not said: decision 333.)
  const asked = near && re(near.match).test(affirmed(targetLevel));
  if (near)
    return { week: 1, say: near.heard![language]!.replace(asked ? /\s*If it is \S+ you want[^.]*\.$/ : /(?!)/, ''), tasks: [], skips: [] };
  // Answering in English is what a heritage listener does (decision 341), not another language heard.
  if (heard !== undefined && !heardKin && !another(heard.replace(/\b(?:answer|reply|respond|talk back)\w* in english\b/g, ''))) {
    const script = languageTables().scripts[language];
    // Reading denied ("can't read", "never learnt to read"), not writing alone: "reads slowly, can't write" reads.
    const reads =
      !/\b(can'?t|cannot|can not|never learn(ed|t)? to|don'?t|unable to|not) read\b|\billiterate\b|\b(?:never|couldn'?t) (?:yet )?read (?:her|his|their|my|our|any of (?:her|his|their)) (?:letters|messages|cards|notes|writing)\b|\b(?:never|not|didn'?t) (?:learn(?:ed|t)?|stud(?:ied|y)) (?:the |any |to write )?(?:characters|hanzi|kanji|kana|hiragana|script|alphabet|hangul|devanagari)\b/.test(
        written,
      );
    // A target that is speaking, not reading: their speaking is started from their listening, first (decision 341).
    const speaking = languageTables().heritageSpeaking;
    const wanted = affirmed(targetLevel);
    const speaks = re(speaking.target).test(wanted) && !re(speaking.unless).test(wanted);
    // A script woven through the lessons (kana, characters), to a listener who speaks: a strand beside them (decision 353).
    const strand = speaks && script && !reads && !script.block ? speaking.strands?.[language] : undefined;
    // A script learnt in one go (Hangul) moves to A2's first weeks: A1's lessons are words they already say.
    const block = script && !reads && script.block ? script.block : undefined;
    const a1 = rung('A1');
    const week = block ? a1.week - block + 1 : script && !reads && !strand ? script.week + 1 : past(a1);
    const start = block ? asA2(curriculum.weeks[script!.week]!.title) : curriculum.weeks[week - 1]!.title;
    if (strand)
      return {
        week,
        say: lang(
          `Placed from what you said: you grew up hearing {language}, so you understand much more than you read — listening about B1 from home (the CEFR’s “main points of clear speech on familiar matters”), speaking a little below, reading and writing from zero. The plan starts at “${start}”, past A1: its lessons (greetings, introducing yourself, the present) are what you already say. ${strand.say} Tell a teacher you are a heritage speaker: heritage classes teach literacy and register, and move faster than these hours. ${speaking.say}`,
        ),
        strand: { weeks: strand.weeks, tasks: strand.tasks.map((t) => ({ ...t, title: lang(t.title), description: lang(t.description) })) },
        // The script in the weeks of practice too, in turn (the lessons' kanji only in the lessons' weeks).
        tasks: [...speaking.tasks.slice(1), strand.tasks[0]!, ...languageTables().heritageTasks].map((t) => ({
          ...t,
          title: lang(t.title),
          description: lang(t.description),
        })),
        first: { ...speaking.tasks[0]!, title: lang(speaking.tasks[0]!.title), description: lang(speaking.tasks[0]!.description) },
        skips: ['Listening'],
      };
    return {
      week,
      ...(block && { moved: { from: script!.week, count: block } }),
      say: lang(
        `Placed from what you said: you grew up hearing {language}, so you understand much more than you ${reads ? 'write' : 'read'} — listening about B1 from home (the CEFR’s “main points of clear speech on familiar matters”), speaking a little below, ${reads ? 'reading and writing behind them' : 'reading and writing from zero'}. The plan starts at “${start}”${script && !reads ? `, where ${script.script} begin${script.skipped ? `, past ${script.skipped}` : ''}` : ', past the first words'}; its practice puts reading and writing what you already say first${block ? `, then A2’s lessons: A1’s (greetings, introducing yourself, the present) are what you already say, so the plan leaves them out, and its hours are counted from A2` : script && !reads ? `. After the script, A1’s lessons are words you already say: read and write them rather than drill them, and choose a later start as soon as a week is only that — the hours below are a beginner’s, and yours go much faster` : ''}. Tell a teacher you are a heritage speaker: heritage classes teach literacy and register, and move faster than these hours.${speaks ? ` ${speaking.say}` : ''}`,
      ),
      tasks: [...(speaks ? speaking.tasks.slice(1) : []), ...languageTables().heritageTasks].map((t) => ({
        ...t,
        title: lang(t.title),
        description: lang(t.description),
      })),
      // Their speaking started from their listening, every week's first day (decision 341).
      ...(speaks && {
        first: { ...speaking.tasks[0]!, title: lang(speaking.tasks[0]!.title), description: lang(speaking.tasks[0]!.description) },
      }),
      skips: ['Listening'],
    };
  }

  // Things counted: kanji, characters, words.
  for (const count of languageTables().counts) {
    if (count.options && !count.options.includes(language)) continue;
    const found = re(`\\b(\\d[\\d,]*)\\s*(?:\\+\\s*)?(?:[a-z]+\\s+){0,2}?${count.match}`).exec(words);
    if (!found) continue;
    const n = numberOf(found[1]!);
    const reached = [...CEFR].reverse().find((level) => n >= count.reached[level]);
    // Never before where the curriculum's own start reads the same words ("I can read hangul" is past the hangul week).
    const own = curriculum.start.find((band) => matchesAny(band.match, words))?.week ?? 1;
    const week = reached ? past(rung(reached)) : Math.max(own, within(undefined, Math.min(0.99, n / count.reached.A1!)));
    const start = curriculum.weeks[week - 1]!.title;
    return {
      week,
      say: lang(
        `Placed from what you said: about ${n} ${count.what} is ${reached ? `past ${reached}` : 'part of the way through A1'} (${count.what === 'kanji' ? 'the old JLPT lists: about 100 for N5, 300 for N4, 650 for N3' : count.what === 'characters' ? 'HSK 2.0: 347 characters by HSK 2, 617 by HSK 3, 1,064 by HSK 4' : 'Milton and Alexiou: about 1,500 words at A1, 2,500 at A2, 3,000 at B1'}), so the plan starts at “${start}”${count.what === 'kanji' ? ', with the kana taken as known' : ''}. If your speaking is behind what you read, say so and choose an earlier start.`,
      ),
      tasks: [],
      skips: [],
    };
  }

  // A licence's ICAO level (decision 341): rated on Doc 9835's own scale, read against the CEFR approximately.
  const icao =
    /\b(?:icao|licen[cs]e|aviation english|radiotelephony)\b[^.;]{0,40}?\blevel ?([3-6]|three|four|five|six)\b|\blevel ?([3-6]|three|four|five|six)\b[^.;]{0,40}\b(?:icao|licen[cs]e|aviation english|radiotelephony)\b/.exec(
      words,
    );
  if (icao) {
    const n = numberOf((icao[1] ?? icao[2])!);
    const { reached, roughly } = ICAO_LEVELS[n]!;
    const r = rung(reached);
    const week = past(r);
    return {
      week,
      say: lang(
        `Placed from what you said: ICAO Level ${n}, roughly ${roughly} read against the CEFR’s descriptors — approximate: ICAO’s scale (Doc 9835) has no official CEFR equivalent — so the plan starts past ${reached}, at “${curriculum.weeks[week - 1]!.title}”. The licence rates speaking and listening only: if your reading or writing is behind, choose an earlier start.`,
      ),
      tasks: [],
      skips: [],
    };
  }

  // An exam passed, or sat: its level reached (the equivalences above).
  const exam = [...CEFR].reverse().find((level) => matchesAny(languageTables().examLevels[level], words));
  if (exam) {
    const preparing = /\b(preparing|studying|revising|working) (for|towards)\b|\bfor the\b/.test(words);
    const r = preparing ? rungs[rungs.indexOf(rung(exam)) - 1] : rung(exam);
    const week = r ? past(r) : 1;
    return {
      week,
      say: lang(
        `Placed from what you said: ${preparing ? `preparing for an exam at ${exam}, so past ${r?.name ?? 'the first lessons'}` : `an exam at ${exam} passed`}, so the plan starts at “${curriculum.weeks[week - 1]!.title}”.`,
      ),
      tasks: [],
      skips: [],
    };
  }

  const school = schoolPlacement(curriculum, words, targetLevel.toLowerCase());
  if (school) return school;

  // What they say they can do, skill by skill (`evidence`): the start is the furthest any of it reaches.
  const shown = evidenceOf(language, words, (clause) => re(`\\b${named}\\b`).test(clause), another);
  if (shown.length) {
    // A review is the level's last week; else its material's first week, past the level below.
    const first = (e: Evidence) => {
      const below = rungs[rungs.indexOf(rung(e.start)) - 1];
      return e.review ? rung(e.start).week : below ? past(below) : 1;
    };
    const furthest = shown.reduce((a, b) => (first(b) > first(a) ? b : a));
    const week = Math.min(curriculum.weeks.length, first(furthest));
    const reads = shown.some((e) => e.skill === 'reading');
    const receptive = shown.every((e) => e.skill === 'reading' || e.skill === 'listening');
    const behind = SPEAKING_BEHIND.test(written) || receptive;
    const skills = shown.map((e) => `${e.said.replaceAll('{Language}', language)}: ${e.skill} about ${e.level}, ${e.can}`);
    return {
      week,
      say: lang(
        `Placed from what you said — ${[...new Set(skills)].join('; ')}${behind ? '; speaking and writing a little below, as for most people who learnt this way' : ''}. The plan starts at ${furthest.review ? `a review of ${furthest.start}` : `${furthest.start}’s material`} (“${curriculum.weeks[week - 1]!.title}”), not at the first lesson${behind ? ', and its practice puts speaking first' : ''}. If it feels too easy or too hard, choose another start.`,
      ),
      tasks: behind
        ? [
            practiceTask(
              lang(
                `${reads ? 'Read' : 'Listen'}, then say: explain aloud in {language}, for 2 minutes, something you ${reads ? 'read' : 'heard'} this week on {theme}, recorded`,
              ),
              lang(
                'No notes beyond five key words. Play it back and write down the three words or structures you reached for and did not have; use each in a sentence tomorrow.',
              ),
              15,
            ),
          ]
        : [],
      skips: reads ? ['Reading'] : [],
    };
  }

  // Using it: at work, or reading or watching in it every day. Reading runs ahead of speaking. A wish ("I want to
  // speak Spanish at work") is a target said in the wrong box, not a use: its clause says nothing of where they are.
  const worksIn = re(
    `\\b(work|working|worked) (in|using|with) ${named}\\b|\\b(use|using|speak|speaking|write|writing) ${named}\\b[^.]{0,30}\\b(at|for) work\\b|\\bmy job is in ${named}\\b`,
  ).test(words.replace(WISHED, ' '));
  const reading = inIt
    ? /\b(read|reads|reading)\b[^.]{0,60}\b(documentation|docs|manuals?|papers|articles|news|newspapers|reports|specifications|specs|blogs?)\b/.exec(
        words,
      )
    : null;
  // Watching counts without subtitles only ("with English subtitles" is reading English); the denial is in the words as written.
  const watching =
    inIt &&
    /\b(watch|watching)\b[^.]{0,40}\b(films?|movies?|series|shows?|youtube|news|dramas?|anime)\b/.test(words) &&
    /\b(without|no) (\w+ )?subtitles\b/.test(written);
  if (worksIn || reading || watching) {
    // Its material starts past the rung below: B2's for work, B1's for a reader or a viewer.
    const at = worksIn ? rung('B2') : rung('B1');
    const week = past(rungs[rungs.indexOf(at) - 1]!);
    const what = worksIn
      ? 'you use {language} at work, which employers set at about B2'
      : reading
        ? `you read ${reading[2]} in {language}: reading at about B2 (the CEFR’s “articles and reports … specialised articles”)`
        : 'you watch in {language}: listening ahead of speaking';
    return {
      week,
      say: lang(
        `Placed from what you said: ${what}. Understanding runs ahead of speaking for most people who use a language this way, so the plan starts at ${at.name}’s material (“${curriculum.weeks[week - 1]!.title}”) and its practice puts speaking and writing first${reading ? ', with your reading as their material' : ''}.`,
      ),
      tasks: [
        practiceTask(
          lang(
            `Read, then say: explain aloud in {language}, for 2 minutes, something you ${reading ? 'read' : worksIn ? 'did at work' : 'watched'} this week on {theme}, recorded`,
          ),
          lang(
            'No notes beyond five key words. Play it back and write down the three words or structures you reached for and did not have; use each in a sentence tomorrow.',
          ),
          15,
        ),
      ],
      // The skill they use every day is practised there: a reader's reading, a worker's or a viewer's listening.
      skips: reading ? ['Reading'] : ['Listening'],
    };
  }

  // Years of classes: hours studied against the ladder's hours; years ago, a review of the level reached.
  // Years of study, not of anything: "10 years of experience as a developer" is not classes.
  const COUNT = '(\\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten)';
  const years = re(
    `\\b${COUNT} (?:school |full )?years? (?:of (?:classes|lessons|study|studying|school|evening classes|night school|${named}|it)\\b|studying|learning|at school|in school)|\\b(?:studied|learned|learnt|took|did|had)\\b[^,.;]{0,30}\\bfor ${COUNT} years?\\b|\\b(?:at|in) (?:high |secondary )?school for ${COUNT} years?\\b`,
  ).exec(words);
  if (years) {
    const count = numberOf((years[1] ?? years[2] ?? years[3])!);
    const ago = lapsed(ownClauses(words), language);
    const found = byHours(rungs, count * HOURS_A_YEAR);
    // School lessons, however many years, end around A2 (the CEFR's own examples of secondary outcomes).
    const school = /\bschool\b/.test(written) && rungs.indexOf(found.reached ?? rungs[0]!) > rungs.indexOf(rung('A2'));
    const { reached, into } = school ? { reached: rung('A2'), into: 0 } : found;
    const week = ago ? (reached ? reached.week : 1) : reached && into === 0 ? past(reached) : within(reached, into);
    const start = curriculum.weeks[Math.min(curriculum.weeks.length, week) - 1]!.title;
    return {
      week: Math.min(curriculum.weeks.length, week),
      say: lang(
        `Placed from what you said: ${count} ${count === 1 ? 'year' : 'years'} of classes is about ${count * HOURS_A_YEAR} hours (a school or evening-class year is 60–100), ${reached ? `past ${reached.name}` : 'part of the way through A1'} on this ladder${school ? ', as far as most school courses go' : ''}${ago ? '; years later much of it is recognised rather than produced, and comes back faster than it was first learnt, so the plan starts with a review and goes through what you reached at the pace of its lessons' : ''}: “${start}”.`,
      ),
      tasks: [],
      skips: [],
      // What comes back goes at its lessons' pace (decision 306).
      ...(ago && reached && { pace: reached.name }),
    };
  }
  return undefined;
}

/**
 * Whether what they learnt has lapsed since (`schools.forgotten`: "years ago", "rusty", "haven't used it since"), in
 * their own clauses with denials taken out ("not rusty at all" has not), and not of another language ("my French is
 * rusty" on Spanish): one reading for a school qualification and for years of classes (round 18's review).
 */
function lapsed(clauses: readonly string[], language: string): boolean {
  const forgotten = re(languageTables().schools.forgotten);
  const another = namesAnotherLanguage(language);
  return clauses.some((c) => forgotten.test(c) && !another(c));
}

/** The person's own clauses (lower case): "my son is doing his Abitur" is not theirs. */
const ownClauses = (words: string) =>
  words.split(/[,;.!?\n]+|\bbut\b/).filter((c) => c.trim() && !re(languageTables().schools.others).test(c));

/** Whether the person was schooled in this language (an Abitur on German: `schools.own`), so it is a first language's (decision 306). */
export function schooledIn(language: string, currentLevel: string): boolean {
  const own = languageTables().schools.own[language];
  return !!own && ownClauses(affirmed(currentLevel)).some((c) => matchesAny(own.match, c));
}

/**
 * A school qualification in this language (decision 306; `schools` in _language-tables.json). Taken at a school whose
 * language it is (an Abitur on German): a first language's level, the plan at its top step, and a child's homework in
 * the school's own terms. Taken as a subject (a GCSE, an A-level, a Leaving Cert, AP Spanish): the level it is set at; a
 * recent one starts at that level's material, one taken years ago or forgotten at a review of A1, with the levels below
 * it going at their lessons' pace, since what was once learnt comes back faster than it was first learnt.
 */
function schoolPlacement(curriculum: Curriculum, words: string, target: string): Placement | undefined {
  const { schools } = languageTables();
  const language = curriculum.option;
  const rungs = curriculum.ladder!.rungs;
  const rung = (name: string) => rungs.find((r) => r.name === name)!;
  const lang = language.toLowerCase();
  const clauses = ownClauses(words);
  const forgotten = lapsed(clauses, language);
  const title = (week: number) => curriculum.weeks[Math.min(curriculum.weeks.length, week) - 1]!.title;
  const own = schools.own[language];
  if (own && schooledIn(language, words)) {
    const top = rungs.at(-1)!;
    const homework = /\bhomework\b|\bschool ?work\b/.test(target) ? own.homework : undefined;
    return {
      week: top.week,
      say: `Placed from what you said: ${own.said}, so your ${language} is a first language’s, ${top.name} or above (the CEFR’s proficient user), however long you have lived elsewhere. The plan starts at its top step, “${title(top.week)}”, to keep it in use${homework ? `; what helping with homework asks is not more ${language} but the school’s: the terms its lessons use and the level of your child’s year, set beside what you know` : ''}. If a week is below you, choose a shorter plan.`,
      tasks: [],
      skips: [],
      pace: top.name,
      ...(homework && { first: homework }),
    };
  }
  for (const subject of schools.subjects) {
    // "A-level Spanish", "GCSE in French and history", "Spanish A-level", "French at GCSE"; not "at a level where I can…".
    const q = `(?:${subject.match})`;
    const not = '(?<!\\b(?:at|to|reach|reached|this|that|which|what|some|any|the|same|good|high|low|basic|decent|certain) )';
    // ("a level of Spanish", "Spanish to a level where I could chat": prose, not the qualification — round 18's review.)
    const prose = '(?! (?:of|where|that|which|i|we|you|to|in which)\\b)';
    const beside = re(`${not}\\b${q}\\b${prose}(?: (?:in|and|&)| [a-z-]+,?){0,4}? ${lang}\\b|\\b${lang}(?: at)? ${q}\\b${prose}`);
    if (!clauses.some((c) => beside.test(c))) continue;
    const level = rung(subject.level);
    const below = rungs[rungs.indexOf(level) - 1];
    const a1 = rung('A1');
    const week = forgotten ? a1.week : below ? Math.min(curriculum.weeks.length, below.week + 1) : 1;
    const paced = forgotten && below && below !== a1 ? below.name : forgotten ? 'A1' : undefined;
    return {
      week,
      say: `Placed from what you said: ${subject.said} in ${language} is ${subject.when}${subject.when.includes('(') ? '' : ` (${subject.peer ? `no public figure places it: read here as ${subject.level === 'A2' ? 'a GCSE’s' : 'an A-level’s'} peer, and ` : ''}the University of Leeds places GCSE at A2, AS level at B1, A level at B1/B2)`}${forgotten ? `. Years later most of it is recognised rather than produced, and it comes back much faster than it was first learnt: the plan starts with a review, “${title(week)}”, and ${paced === 'A1' ? 'A1 goes' : `A1 and ${paced} go`} at the pace of ${paced === 'A1' ? 'its' : 'their'} lessons, each once, without the weeks of practice a new learner needs; from ${rungs[rungs.indexOf(rung(paced!)) + 1]?.name ?? 'there'} the hours are counted as for anyone` : `, so the plan starts at ${level.name}’s material, “${title(week)}”, not at the first lesson`}. If a week is too easy or too hard, choose another start.`,
      tasks: [],
      skips: [],
      ...(paced && { pace: paced }),
    };
  }
  return undefined;
}

/** Speaking said to lag behind what they understand ("freeze when speaking", "speaking is my weak point"). */
const SPEAKING_BEHIND =
  /\b(freeze|froze|freezes|freezing|nervous|shy|panic|struggle|stuck|blank)\b[^.;]{0,30}\b(speak|speaking|talk|talking|conversation)|\b(speaking|talking)\b[^.;]{0,15}\b(is|'s) (my )?(weak|weakest|hard|difficult|the problem|worse|behind|bad|poor)|\b(can'?t|cannot|not able to|unable to) (really )?(speak|talk)\b/;

/** An evidence entry's words with the option's places in them. */
const fillEvidence = (text: string, language: string) =>
  text.replaceAll('{place}', languageTables().places[language] ?? '(?!)').replaceAll('{language}', language.toLowerCase());

/**
 * What the person says they can already do in this language (`evidence` in _language-tables.json), clause
 * by clause: a clause naming another language says nothing of this one, and an entry marked `named` counts
 * only where the clause names this one (a professional reads English, whatever option they chose).
 */
function evidenceOf(
  language: string,
  words: string,
  namesIt: (clause: string) => boolean,
  namesAnother: (clause: string) => boolean,
): Evidence[] {
  const clauses = words.split(/[,;.!?\n]+|\bbut\b/).filter((c) => c.trim());
  return languageTables().evidence.filter((e) =>
    clauses.some(
      (clause) =>
        (e.named ? namesIt(clause) : !namesAnother(clause)) && e.match.some((pattern) => re(fillEvidence(pattern, language)).test(clause)),
    ),
  );
}

/** Whether a clause (lower case) names another language and not `language` ("my parents speak English at home" on French). */
const namesAnotherLanguage = (language: string) => {
  const named = `(?:${language.toLowerCase()}${language === 'Chinese' ? '|mandarin' : ''})`;
  const others = [...LANGUAGE_OPTIONS, ...languageTables().otherLanguages.map((l) => l.name)].filter((o) => o !== language);
  return (clause: string) => !re(`\\b${named}\\b`).test(clause) && others.some((o) => re(`\\b${o.toLowerCase()}\\b`).test(clause));
};

/**
 * The person's words about this language only: clauses naming another language and not this one taken
 * out ("I can read a bit because I speak Spanish fluently" on Italian is "I can read a bit"), so a
 * level said of another language is not read as this one's.
 */
export function ownLanguageWords(language: string, currentLevel: string): string {
  const another = namesAnotherLanguage(language);
  return currentLevel
    .split(/[,;.!?\n]+|\b(?:but|because|since|as|and|so)\b/i)
    .filter((clause) => clause.trim() && !another(clause.toLowerCase()))
    .join(', ');
}

/**
 * The curriculum with a script's weeks moved to just past A1's other lessons, where A2 begins (`moved`): A1
 * ends before them, so a start on them counts A2's hours and not A1's. Bands keep the weeks they named.
 */
const asA2 = (title: string) => title.replace(/\(A1\)$/, '(A2)');

function withScriptMoved(curriculum: Curriculum, { from, count }: NonNullable<Placement['moved']>): Curriculum {
  const ladder = curriculum.ladder!;
  const a1 = ladder.rungs.find((r) => r.name === 'A1')!;
  // Its weeks are A2's now: their level tag says so ("Hangul, the whole alphabet, and first greetings (A2)").
  const block = curriculum.weeks.slice(from, from + count).map((w) => ({ ...w, title: asA2(w.title) }));
  const others = curriculum.weeks.slice(0, a1.week).filter((_, i) => i < from || i >= from + count);
  const weeks = [...others, ...block, ...curriculum.weeks.slice(a1.week)];
  // Where an old week (1-based) now is.
  const moved = (week: number) => (week - 1 >= from && week - 1 < from + count ? others.length + week - 1 - from : -1);
  const at = (week: number) => {
    const i = moved(week) >= 0 ? moved(week) : weeks.indexOf(curriculum.weeks[week - 1]!);
    return i < 0 ? week : i + 1;
  };
  const band = <T extends { week: number }>(b: T): T => ({ ...b, week: at(b.week) });
  return {
    ...curriculum,
    weeks,
    start: curriculum.start.map(band),
    end: curriculum.end.map(band),
    ladder: { ...ladder, rungs: ladder.rungs.map((r) => (r === a1 ? { ...r, week: a1.week - count } : r)) },
  };
}

/**
 * The ladder at its lessons' pace up to `through` (decision 306), its default target the rung after it: a target that
 * names no level aims past what comes back, not at the review's end a week away.
 */
function pacedTo(curriculum: Curriculum, through: string): NonNullable<Curriculum['ladder']> {
  const ladder = atLessonsPace(curriculum, through);
  const at = ladder.rungs.findIndex((r) => r.name === through);
  const was = ladder.rungs.findIndex((r) => r.name === ladder.default);
  const next = ladder.rungs[at + 1];
  return next && was <= at ? { ...ladder, default: next.name } : ladder;
}

/** A week whose first day opens with `task`. */
const opens = (week: Curriculum['weeks'][number], task: CurriculumTask) => ({
  ...week,
  days: week.days.map((d, k) => (k ? d : { ...d, tasks: [task, ...d.tasks] })),
});

/** Lesson weeks from `from` (1-based) with a script's strand in their days (decision 353). */
function withStrand(curriculum: Curriculum, from: number, strand: NonNullable<Placement['strand']>): Curriculum {
  let n = 0;
  return {
    ...curriculum,
    weeks: curriculum.weeks.map((w, i) => {
      if (i + 1 < from) return w;
      // The script itself on every day but the first (the "Answer in" day) while it lasts; then what follows it twice a week.
      const script = n++ < strand.weeks;
      const task = strand.tasks[script ? 0 : Math.min(1, strand.tasks.length - 1)]!;
      const on = (k: number) => (script ? k > 0 : k === 1 || k === 3);
      return { ...w, days: w.days.map((d, k) => (on(k) ? { ...d, tasks: [...d.tasks, task] } : d)) };
    }),
  };
}

/** The curriculum started where `placementOf` reads the person, said first, its practice turned towards the skills behind. */
export function withPlacement(curriculum: Curriculum, currentLevel: string, targetLevel = ''): Curriculum {
  const placed = placementOf(curriculum, currentLevel, targetLevel);
  if (!placed) {
    // The curriculum's own start bands, read in what is said of this language only (issue #36, round 12).
    const all = curriculum.start.find((band) => matchesAny(band.match, affirmed(currentLevel)))?.week ?? 1;
    const own =
      curriculum.start.find((band) => matchesAny(band.match, affirmed(ownLanguageWords(curriculum.option, currentLevel))))?.week ?? 1;
    return own === all ? curriculum : { ...curriculum, start: [{ match: ['^'], week: own }, ...curriculum.start] };
  }
  const practice = curriculum.practice;
  // A script moved (decision 230) first, then the weeks from the start opened (decision 341: a heritage speaker's speaking).
  const base = placed.moved ? withScriptMoved(curriculum, placed.moved) : curriculum;
  const stranded = placed.strand ? withStrand(base, placed.week, placed.strand) : base;
  const opened = placed.first && {
    ...stranded,
    weeks: stranded.weeks.map((w, i) => (i + 1 >= placed.week ? opens(w, placed.first!) : w)),
  };
  return {
    ...(opened ?? stranded),
    start: [{ match: ['^'], week: placed.week }, ...curriculum.start],
    ...(placed.pace && { ladder: pacedTo(curriculum, placed.pace) }),
    warnings: [...(curriculum.warnings ?? []), { match: ['^'], say: placed.say }],
    ...(practice && {
      // Last in the turn: a short day opens with the first task that fits, and one placed first would open most of them.
      practice: { ...practice, tasks: [...practice.tasks.filter((t) => !placed.skips.includes(t.title.split(':')[0]!)), ...placed.tasks] },
    }),
  };
}

/** A clause saying a language is the person's own or spoken well: "fluent in Spanish", "native Portuguese speaker", "Dutch is my first language". */
const SPOKEN_WELL =
  /\b(?:fluent(?:ly)?|native(?:ly)?|mother tongue|first language|home language|heritage language|bilingual|near-native|proficient|advanced|[bc][12])\b|\b(?:grew up|raised) (?:speaking|in)\b|\b(?:i'm|i am) an? \w+ speaker\b|\bspeak \w+ (?:at home|at work|every day|daily|well)\b|\b(?:i|we) (?:speak|spoke) (?:it|\w+) with (?:my|our) (?:parents|family|mum|mom|mother|dad|father|grand(?:parents?|ma|pa|mother|father)|husband|wife|partner|kids|children)\b|^\s*i (?:can )?speak \w+\s*$|^\s*(?:i'm|i am) (?:a )?\w+(?: native(?: speaker)?)?\s*$/;
/** What a clause wishes, to its end: "a native Spanish speaker learning Italian" says only "a native Spanish speaker". */
const WISH = /\b(?:learning|learn|want|wants|would like|'d like|hope|hoping|trying|studying|now)\b.*$/;
/** A clause that says it is weak, or not said well at all: "a little Spanish", "not fluent in French", "rusty Italian". */
const SPOKEN_LITTLE =
  /\b(?:not|n't|never|little|bit|basic|basics|beginner|rusty|a[12]|some|few|school|forgot|forgotten|poorly|badly|broken|passable|weak)\b/;
/** The family's words, as people name them: one list for who speaks a language at home ("my nani", "my parents"). */
const FAMILY = 'parents|family|mum|mom|mother|dad|father|grand\\w*|nan|nani|nana|dadi|dada|ba|bapuji';

/** A clause whose speaker is someone else: "my grandmother speaks Dutch", "my parents speak Italian at home". */
const SPOKEN_BY_OTHERS = new RegExp(
  `\\b(?:my|our|his|her|their) (?:\\w+ )?(?:${FAMILY}|husband|wife|partner|boyfriend|girlfriend|friends?|colleagues?|kids|children|son|daughter|brother|sister|in-laws|relatives|cousins?|aunt|uncle) (?:speaks?|spoke|talks?|is|are|was|were)\\b`,
);

/**
 * What someone says of their languages, clause by clause (kinOf, firstNamed: the two must agree on where a clause
 * ends): lower case with one apostrophe, broken at punctuation and at "but", "and", "although", "though", "while"
 * and "whereas". Each clause keeps the break after it (`end`), so the clauses joined again are the words as read.
 */
export function languageClauses(words: string): Array<{ clause: string; end: string }> {
  const parts = words
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .split(/([,;.!?\n]+|\b(?:but|and|although|though|while|whereas)\b)/);
  return parts.flatMap((clause, i) => (i % 2 ? [] : [{ clause, end: parts[i + 1] ?? '' }]));
}

/**
 * A language close to the option's that the person speaks well (`kin` in _language-tables.json), read in
 * their words clause by clause: "I speak Spanish fluently" on Italian, "Dutch is my first language" on
 * German, "native Urdu speaker" on Hindi. A clause naming the option's own language is theirs of it, not kin.
 */
export function kinOf(option: string, words: string): Kin | undefined {
  const own = re(`\\b${option.toLowerCase()}\\b`);
  // "I'm Portuguese, a native speaker" is one thing said.
  const clauses = languageClauses(words.replace(/,\s*(?:a )?native speaker\b/gi, ' native speaker'))
    // What they say of it, not what they wish: "a native Spanish speaker learning Italian" is "a native Spanish speaker".
    .map(({ clause }) => clause.replace(WISH, ''))
    .filter((c) => SPOKEN_WELL.test(c) && !SPOKEN_LITTLE.test(c) && !SPOKEN_BY_OTHERS.test(c));
  // The option's own language spoken fluently already ("I speak Spanish and Italian fluently" on Italian): no head start to give.
  if (clauses.some((c) => own.test(c) && /\b(?:fluent(?:ly)?|native(?:ly)?|bilingual|mother tongue|first language)\b/.test(c)))
    return undefined;
  // A nationality says the language spoken, not that its writing is read ("I'm Chinese" on Japanese's kanji).
  const nationality = /^\s*(?:i'm|i am) (?:a )?\w+\s*$/;
  return languageTables().kin[option]?.find((k) =>
    clauses.some((c) => !own.test(c) && re(k.match).test(c) && !(k.carries === 'script' && nationality.test(c))),
  );
}

/** The option's own language named where they are ("Mandarin at home"): a heritage speaker of it, not of another variety. */
const OWN_VARIETY = /\b(?:mandarin|putonghua|guoyu)\b/;
/** The person's own hearing said, beside a family's language: "I understand it", "I grew up with it", "heritage speaker". */
const PERSON_HEARS = /\b(?:i|i've|i have)\b[^,.;]{0,20}\b(?:understand|speak|heard|hear)\b|\bheritage\b|\bgrew up\b|\braised\b/;

/**
 * A heritage speaker of another variety of the option's language who wants to read it (decision 326): "heritage
 * speaker, I understand Cantonese but can't read" → "read Chinese menus and signs in Hong Kong". The variety is
 * named anywhere where they are (not in the target: "Cantonese food" there is a cuisine), heard by them (not
 * denied, not only a partner's), the option's own not named, and the target is reading that asks no speaking.
 */
export function heritageReadingOf(option: string, currentLevel: string, targetLevel: string) {
  const entry = languageTables().heritageReading[option];
  const target = targetLevel.toLowerCase();
  const written = currentLevel.toLowerCase().replace(/[’‘`´]/g, "'");
  if (!entry) return undefined;
  // A speaker of the variety who wants to speak it better (decision 353): the Mandarin lessons for the characters only.
  const spoken = !!entry.spoken && re(entry.spoken.target).test(target);
  if (!spoken && (!re(entry.target).test(target) || re(entry.unless).test(target))) return undefined;
  if (OWN_VARIETY.test(written) || !re(entry.heard).test(written)) return undefined;
  const clauses = languageClauses(currentLevel).map(({ clause }) => clause);
  const theirs = (c: string) =>
    !re(entry.denied).test(c) && (!SPOKEN_BY_OTHERS.test(c) || (FAMILY_SPEAKS.test(c) && PERSON_HEARS.test(written)));
  const variety = entry.varieties.find((v) => clauses.some((c) => re(v.match).test(c) && theirs(c)));
  // Spoken: only the variety the target names ("speak Cantonese" is no Hokkien speaker's).
  if (variety && spoken && !re(variety.match).test(target)) return undefined;
  return variety && { entry, variety, say: spoken ? entry.spoken!.say : entry.say };
}

/** A clause saying the person's family speaks a language, not that the person does: "parents speak Gujarati", "my nani talks Punjabi". */
const FAMILY_SPEAKS = new RegExp(`\\b(?:${FAMILY})\\b[^.]{0,20}?\\b(?:speaks?|spoke|talks?|talked)\\b`);

/**
 * A close language the person's family speaks, said without saying they speak it ("British Indian, parents speak
 * Gujarati" on Hindi; decision 292): the plan stays a beginner's — it cannot know what they understand — and says
 * what the family's language gives if they do, and to choose a later start. Only a kin that carries grammar or
 * speech: a written kin (Spanish on Italian) is read, not heard at home.
 */
function withHeardKin(curriculum: Curriculum, words: string): Curriculum {
  const option = curriculum.option;
  const own = re(`\\b${option.toLowerCase()}\\b`);
  const clauses = languageClauses(words).map(({ clause }) => clause);
  const kin = languageTables().kin[option]?.find(
    (k) =>
      (k.carries === 'grammar' || k.carries === 'speech') &&
      clauses.some((c) => FAMILY_SPEAKS.test(c) && re(k.match).test(c) && !own.test(c)),
  );
  if (!kin) return curriculum;
  const say = `Your family’s ${kin.name}: if you understand it, much of ${option} will be familiar — ${kin.similar}. What is new comes first for you: ${kin.differ}. Tell a teacher, and where a week’s lessons are only what you understand already, choose a later start; if you do not, the plan as it stands, a beginner’s, is yours.`;
  return { ...curriculum, warnings: [...(curriculum.warnings ?? []), { match: ['^'], say }] };
}

/**
 * The plan for a fluent speaker of a close language (round 13; decision 210). No public source counts the
 * hours such a speaker saves: the FSI's published hours (24–30 weeks for Category I languages) are for
 * English speakers, and its course "From Spanish to Portuguese" counts none; what is published is how
 * close the languages are (Ethnologue's lexical similarity, quoted in each entry). So a close written language
 * starts at a higher step, past A1 (`kinStart`, decision 230: the EuroCom intercomprehension courses read a
 * neighbouring Romance or Germanic language from the first lessons), keeps a new learner's hours past it, says so,
 * and turns its practice: for a close written language (`text`), reading and
 * listening on material made for speakers from the first weeks instead of graded texts, and the lessons'
 * grammar set against the language they know, its differences first; for a spoken twin (`speech`: Urdu on
 * Hindi), reading and writing what they already say, as a heritage speaker's practice does.
 */
export function withKin(curriculum: Curriculum, words: string): Curriculum {
  const option = curriculum.option;
  // A heritage reader of another variety is placed as one (placementOf): no Mandarin head start's tones and pinyin first.
  const [said = '', ...wanted] = words.split('\n');
  if (heritageReadingOf(option, said, wanted.join('\n'))) return curriculum;
  const kin = kinOf(option, words);
  const practice = curriculum.practice;
  if (!kin && practice) return withHeardKin(curriculum, words);
  if (!kin || !practice) return curriculum;
  const none = `No public figure counts the hours it saves (the FSI’s are for English speakers), so the hours below are counted as for a learner without it, likely more than you need: where a week’s lessons are easy, choose a later start.`;
  // A close written language starts at a higher step: past A1, unless what they said of this language starts them later.
  const step = languageTables().kinStart;
  const rung = curriculum.ladder?.rungs.find((r) => r.name === step.rung);
  const was = curriculum.start.find((band) => matchesAny(band.match, affirmed(words.split('\n')[0]!)))?.week ?? 1;
  const higher = kin.carries === 'text' && rung && rung.week + 1 > was ? Math.min(curriculum.weeks.length, rung.week + 1) : undefined;
  const from = higher ? step.say.replace('{start}', curriculum.weeks[higher - 1]!.title).replace('{kin}', kin.name) : none;
  const says: Record<Kin['carries'], string> = {
    text: `Your ${kin.name} gives you a head start: ${kin.similar}. ${from} Reading and listening come fastest, so this plan’s are made for ${option} speakers from the first weeks, and each week’s sentences are set against your ${kin.name}.`,
    speech: `Your ${kin.name} gives you a head start: ${kin.similar}. ${none} What is new is written ${option}, so reading and writing what you already say come first: ${kin.differ}.`,
    script: `Your ${kin.name} gives you a head start in the writing: ${kin.similar}. ${none} Each week’s characters come with what is new in them — ${kin.differ} — and the sounds and grammar are learnt as any beginner’s.`,
    grammar: `Your ${kin.name} gives you a head start: ${kin.similar}. What is new comes first — ${kin.differ} — and each week’s sentences are set against your ${kin.name}. ${none}`,
  };
  // A spoken twin reads a new script: its weeks first, then A2's lessons — A1's are words they say already (as a heritage speaker's).
  const script = kin.carries === 'speech' ? languageTables().scripts[option] : undefined;
  const a1 = curriculum.ladder?.rungs.find((r) => r.name === 'A1');
  const opening = script?.block ? { from: script.week, count: script.block } : kin.opens ? { from: 0, count: kin.opens } : undefined;
  const moved = opening && a1 && was <= a1.week ? opening : undefined;
  const opened = script ? `the ${script.script} weeks` : `“${curriculum.weeks[0]!.title.replace(/ \([^)]*\)$/, '')}”`;
  const say = `${says[kin.carries]}${moved ? ` So the plan starts at ${opened} and goes on to A2’s lessons: A1’s greetings and first sentences are what you already say${kin.carries === 'speech' ? `. Past the script, the lessons’ grammar is what you speak already: read their examples aloud in ${script?.script ?? option} and learn their formal words rather than drill them, and A2 goes at the pace of those lessons, without the weeks of practice a new learner needs — B1’s practice reads what A2 leaves — so choose a later start as soon as a week is only that` : `, in your ${kin.name}`}.` : ''}`;
  const fill = (text: string) => withRegister(text, option, words).replaceAll('{language}', option);
  // A close written language: real material in the graded reading's place (the listening with it), and the week's
  // sentences set against the language they know in the writing's. A spoken twin: reading and writing what they say, first.
  const instead: Record<string, CurriculumTask[]> =
    kin.carries === 'text'
      ? {
          Listening: [],
          Reading: [
            {
              ...practiceTask(
                `Read or listen above your level: {minutes} minutes of ${option} made for its speakers, on {theme}`,
                `Your ${kin.name} carries you past graded texts: a news article, a podcast or an episode made for speakers of ${option}. Once for the gist, then again for detail; card 5 words that look like ${kin.name} but mean or are spelt otherwise, and say what it said in 3 sentences of ${option}.`,
                20,
              ),
              flex: [10, 45],
            },
          ],
          Writing: [
            {
              ...practiceTask(
                `Against your ${kin.name}: 6 sentences on {theme} in ${option}, each beside its ${kin.name}`,
                `Write them in ${option} with this week’s grammar, the ${kin.name} beside each, and mark what differs — ${kin.differ}. Say the ${option} ones aloud, recorded.`,
              ),
              flex: [10, 20],
            },
          ],
        }
      : kin.carries === 'speech'
        ? { Listening: [] }
        : kin.carries === 'grammar'
          ? {
              Writing: [
                {
                  ...practiceTask(
                    `Against your ${kin.name}: 6 sentences on {theme} in ${option}, each beside its ${kin.name}`,
                    `Say or write each first as you would in your ${kin.name}, then in ${option} with this week’s grammar, and mark what changes — ${kin.differ}. Say the ${option} ones aloud, recorded.`,
                  ),
                  flex: [10, 20],
                },
              ],
            }
          : {};
  const first =
    kin.carries === 'speech'
      ? [
          {
            ...practiceTask(
              `Formal ${option} beside your ${kin.name}: ten words on {theme} you say one way and read another`,
              `Find ten words on {theme} in a ${option} text (a news item, a notice): for each, the everyday word you say and the formal one written — ${kin.differ}. Card the formal ones, read each aloud from the ${option} script and write it from memory.`,
              15,
            ),
            flex: [10, 20] as [number, number],
          },
          ...languageTables().heritageTasks.map((t) => ({ ...t, title: fill(t.title), description: fill(t.description) })),
        ]
      : kin.carries === 'text'
        ? [
            {
              ...practiceTask(
                `From your ${kin.name}: ${option} words on {theme} you already have, and the false friends`,
                `List twenty ${option} words on {theme}: tick those your ${kin.name} gives you as they are, note those that change by a rule (a spelling, an ending), and card those that look alike but differ — ${kin.differ}. Say each aloud in ${option}.`,
                15,
              ),
              flex: [10, 20] as [number, number],
            },
          ]
        : kin.carries === 'script'
          ? [
              {
                ...practiceTask(
                  `What your ${kin.name} reads already: ${option} words on {theme}, and what is new in them`,
                  `Take ten words on {theme} written as ${option} writes them: say what each means from your ${kin.name}, then learn what is new — ${kin.differ} — and card the ones that mislead.`,
                  15,
                ),
                flex: [10, 20] as [number, number],
              },
            ]
          : [];
  // The curriculum's own tasks written for an English speaker, rewritten for this one (`adapt`: Cantonese beside Mandarin).
  const adapted = (t: CurriculumTask): CurriculumTask => {
    const way = kin.adapt?.find((a) => re(a.match).test(t.title));
    return way ? { ...t, title: way.title.replaceAll('{kin}', kin.name), description: way.description.replaceAll('{kin}', kin.name) } : t;
  };
  const scripted = moved ? withScriptMoved(readNotDrilled(curriculum, kin, script?.script), moved) : curriculum;
  // Going through A2 at its lessons' pace, each week of lessons meets its false friends too, on its first day (decision 284).
  const friends: CurriculumTask | undefined = higher
    ? {
        ...practiceTask(
          // (The title the practice's own takes in a week of lessons, so a day's extras do not give it twice, decision 284.)
          `From your ${kin.name}: ${option} words on this week’s topics you already have, and the false friends`,
          `Go through this week’s new ${option} words: tick those your ${kin.name} gives you as they are, note those that change by a rule (a spelling, an ending), and card those that look alike but differ — ${kin.differ}. Say each aloud in ${option}.`,
          10,
        ),
        flex: [5, 10],
        priority: 1,
      }
    : undefined;
  const base = friends
    ? {
        ...scripted,
        weeks: scripted.weeks.map((w) => ({
          ...w,
          days: w.days.map((d, k) => (k === 0 ? { ...d, tasks: [...d.tasks, friends] } : d)),
        })),
      }
    : scripted;
  return {
    ...base,
    // (A spoken twin past its script too: A2's spoken grammar is theirs, decision 284.)
    ...((higher || (kin.carries === 'speech' && moved)) && base.ladder && { ladder: atLessonsPace(base, step.through) }),
    ...(kin.adapt && {
      weeks: base.weeks.map((week) => ({ ...week, days: week.days.map((day) => ({ ...day, tasks: day.tasks.map(adapted) })) })),
    }),
    ...(higher && { start: [{ match: ['^'], week: higher }, ...curriculum.start] }),
    ...(moved && a1 && { start: [{ match: ['^'], week: a1.week - moved.count + 1 }, ...curriculum.start] }),
    warnings: [...(curriculum.warnings ?? []), { match: ['^'], say }],
    practice: { ...practice, tasks: [...first, ...practice.tasks.flatMap((t) => instead[t.title.split(':')[0]!] ?? [t])] },
  };
}

/**
 * A spoken twin's lessons past A1 read in the new script, not drilled (decision 284): an Urdu speaker says "मैंने खाना
 * खाया" already, so the spoken drills (ने, the future, the progressive, the subjunctive, compound verbs) become reading
 * their examples aloud from the script, copying them and writing their own from dictation, with the formal words carded;
 * what is written, read, heard or booked stays, and so does what is new (the formal pairs of B2).
 */
function readNotDrilled(curriculum: Curriculum, kin: Kin, script = curriculum.option): Curriculum {
  const rungs = curriculum.ladder?.rungs ?? [];
  const a1 = rungs.find((r) => r.name === 'A1');
  if (kin.carries !== 'speech' || !a1) return curriculum;
  const read = (t: CurriculumTask): CurriculumTask =>
    // A drill of spoken forms, written in the script (not a card review, a listening, a booking or a recording).
    !/[\u0900-\u0DFF\u0600-\u06FF]/.test(t.title) ||
    !/\b(?:sentences|drill|say|phrases|plans)\b/i.test(t.title) ||
    /^(?:write|read|listen|book|record)\b|\bcards?\b/i.test(t.title) ||
    t.title.includes(script)
      ? t
      : {
          ...t,
          title: titled(`In ${script}, what your ${kin.name} says already: ${t.title}`),
          description:
            `Your ${kin.name} says this already; the work is the script. Read each example aloud from the ${script}, copy five in your best hand, write five of your own from dictation (your voice recorded, played back), and card any formal word where you would say another. ${t.description}`.slice(
              0,
              600,
            ),
        };
  return {
    ...curriculum,
    weeks: curriculum.weeks.map((w, i) => (i >= a1.week ? { ...w, days: w.days.map((d) => ({ ...d, tasks: d.tasks.map(read) })) } : w)),
  };
}

/** The minutes of a curriculum's weeks `from` up to `to`, every task as written. */
const minutesOfWeeks = (curriculum: Curriculum, from: number, to: number) =>
  curriculum.weeks.slice(from, to).reduce((n, w) => n + w.days.reduce((m, d) => m + d.tasks.reduce((k, t) => k + t.minutes, 0), 0), 0);

/**
 * A close written language's first rungs at the pace of their lessons (decision 284): each rung up to `through` (A2)
 * takes the hours of its own weeks' tasks, not a new learner's hours, so its weeks of practice go and B1's lessons
 * follow A2's. A speaker of Italian understands most of A2's Spanish already (the CEFR Companion Volume's plurilingual
 * comprehension; EuroComRom's reading from the first lessons); what A2 leaves to practise, B1's practice uses.
 */
function atLessonsPace(curriculum: Curriculum, through: string): NonNullable<Curriculum['ladder']> {
  const ladder = curriculum.ladder!;
  const last = ladder.rungs.findIndex((r) => r.name === through);
  const minutes = (from: number, to: number) => minutesOfWeeks(curriculum, from, to);
  return {
    ...ladder,
    rungs: ladder.rungs.map((r, k) =>
      k <= last && r.hours !== undefined
        ? { ...r, hours: Math.max(1, Math.round(minutes(k ? ladder.rungs[k - 1]!.week : 0, r.week) / 60)) }
        : r,
    ),
  };
}

/** The holes a custom language's course reads by the language named (`custom-language.json`): its name, its sounds, its hours. */
export const LANGUAGE_HOLES = ['language', 'sounds', 'hours'];

/** The custom language course (`custom-language.json`): a custom curriculum with a `language` and an `hours` hole. */
export function isCustomLanguage(curriculum: Curriculum): boolean {
  const holes = curriculum.holes?.map((h) => h.name) ?? [];
  return curriculum.option === 'Custom' && holes.includes('language') && holes.includes('hours');
}

/** A language plan: one of the catalogue's languages, or the custom language course. */
export const isLanguagePlan = (curriculum: Curriculum): boolean =>
  CATALOG.find((c) => c.id === 'languages')!.options.includes(curriculum.option) || isCustomLanguage(curriculum);

/**
 * The language a person learns, of those a hole reads (decision 271): the one named first, once the clauses saying a
 * language is spoken well are set aside — "Learn Norwegian … native Swedish speaker" is Norwegian, where the
 * hole's own order would read Swedish first. Undefined where none is named.
 */
export function firstNamed(reads: ReadonlyArray<{ match?: string; say: string }>, words: string): string | undefined {
  const learned = languageClauses(words)
    .map(({ clause, end }) => {
      const said = clause.replace(WISH, '');
      // A language spoken well is set aside, what the clause wishes kept: "native Swedish speaker learning Norwegian".
      return (!SPOKEN_WELL.test(said) || SPOKEN_LITTLE.test(said) ? clause : ` ${WISH.exec(clause)?.[0] ?? ''}`) + end;
    })
    .join('');
  const at = reads.flatMap((r) => {
    const found = r.match === undefined ? null : re(r.match, 'i').exec(learned);
    return found ? [{ say: r.say, index: found.index }] : [];
  });
  return at.sort((a, b) => a.index - b.index)[0]?.say;
}

/**
 * A custom language's head start from a close one the person speaks well (decision 271): "I'm a native Spanish
 * speaker" on Portuguese, Swedish on Norwegian, Russian on Ukrainian, Hindi on Urdu (`kin` in
 * _language-tables.json, keyed by the language's name). Said first with how close the two are and its source; no
 * hours are saved in the count (none is published), so the hours are a ceiling. The course's weeks start from the
 * transfer, as a teacher would: the teacher told, the sounds and words that differ first in the sounds week, the
 * frequent words marked beside the language they know (cognates and false friends), and material made for its
 * speakers sooner. For a spoken twin (`speech`), what is new is the script and the formal words.
 */
export function withCustomKin(curriculum: Curriculum, words: string, language: string): Curriculum {
  const kin = kinOf(language, words);
  if (!kin) return curriculum;
  const none = `No public figure counts the hours it saves (the FSI’s are for English speakers), so the hours above are a ceiling: where a week is easy, move on.`;
  const say =
    kin.carries === 'text'
      ? `Your ${kin.name} gives you a head start on ${language}: ${kin.similar}. So these weeks set ${language} beside your ${kin.name} — the words you already have and the false friends — and your teacher’s time goes on what differs: ${kin.differ}. ${none}`
      : `Your ${kin.name} gives you a head start on ${language}: ${kin.similar}. What is new is written ${language} and its formal words: ${kin.differ}. ${none}`;
  const transfer: CurriculumTask =
    kin.carries === 'text'
      ? practiceTask(
          `From your ${kin.name}: the ${language} words you already have, and the false friends`,
          `Go down today’s frequency list with your ${kin.name} beside it: tick the words that look and mean alike, put those that look alike but differ on cards, false friends first, and say each aloud in ${language}. What differs most: ${kin.differ}.`,
          10,
          'easy',
        )
      : practiceTask(
          `From your ${kin.name}: today’s words read and written in ${language}’s script`,
          `You can already say most of them: read each aloud from the ${language} script, write it from memory, and card the formal words that differ (${kin.differ}).`,
          10,
          'easy',
        );
  const more: Array<[RegExp, string]> = [
    [
      /^Book a first lesson/,
      ` Tell them you speak ${kin.name}: a teacher can start from what differs, and a course for ${kin.name} speakers, where there is one, goes faster.`,
    ],
    [/^The sounds of \{language\}/, ` What differs from your ${kin.name} first: ${kin.differ}.`],
    ...(kin.carries === 'text'
      ? ([
          [
            /^Listen to a learner’s podcast/,
            ` Your ${kin.name} lets you go past learners’ material sooner: then a short news item made for ${language} speakers, with its transcript.`,
          ],
        ] as Array<[RegExp, string]>)
      : []),
  ];
  const added = (t: CurriculumTask): CurriculumTask => {
    const extra = more.find(([title]) => title.test(t.title))?.[1];
    return extra ? { ...t, description: `${t.description}${extra}` } : t;
  };
  // The sentence about yourself beside the frequent words gives way to the words the language they know already gives, kept on a short day.
  const swapped = (t: CurriculumTask): CurriculumTask => (/^Say each of today’s words in a sentence/.test(t.title) ? transfer : t);
  return {
    ...curriculum,
    warnings: [...(curriculum.warnings ?? []), { match: ['^'], say }],
    weeks: curriculum.weeks.map((week) => ({
      ...week,
      days: week.days.map((day) => ({ ...day, tasks: day.tasks.map((t) => swapped(added(t))) })),
    })),
  };
}

/**
 * Languages a target may name that a catalogue language does not teach (`otherLanguages` in
 * _language-tables.json), with what the option can still give where the two are close. Sources: the
 * Liber Usualis and choir practice (Church Latin is sung in the Italianate pronunciation most choirs use for a Mass or a Requiem); Ethnologue's lexical similarity
 * (Portuguese–Spanish about 89%, Catalan–Spanish about 85%); the Hindustani continuum of spoken Hindi
 * and Urdu (the Government of India's and Pakistan's standard registers differ in script and learned
 * words); Cantonese and Mandarin share the written standard (traditional characters in Hong Kong) but not speech.
 */
const LANGUAGE_OPTIONS = CATALOG.find((c) => c.id === 'languages')?.options ?? [];

/**
 * A target in another language than the option's ("the Latin of Mozart's Requiem" on Italian,
 * "Portuguese in Lisbon" on Spanish) is said plainly, first: the option teaches its own language, what
 * it can still give towards the other, and where the other is taught (its own option, or a custom goal).
 * A target that names the option's own language too ("Spanish with my Portuguese colleagues") is read as the option's.
 */
export function withOtherLanguage(curriculum: Curriculum, targetLevel: string): Curriculum {
  const other = otherLanguageOf(curriculum.option, targetLevel);
  if (!other) return curriculum;
  const option = curriculum.option;
  const elsewhere = LANGUAGE_OPTIONS.includes(other.name)
    ? `${other.name} has an option of its own in the catalogue.`
    : `For ${other.name} itself, add a custom goal in your own words.`;
  const say = `Your target is in ${other.name}, and this plan teaches ${option}: it does not teach ${other.name}. ${other.gives?.[option] ?? ''} ${elsewhere}`;
  return { ...curriculum, warnings: [...(curriculum.warnings ?? []), { match: ['^'], say: say.replace(/\s+/g, ' ') }] };
}

/** The other language a target names, with what the option gives towards it; undefined for the option's own (or another option's name with its own). */
function otherLanguageOf(option: string, targetLevel: string): { name: string; gives?: Record<string, string> } | undefined {
  const target = affirmed(targetLevel);
  const names = (name: string) => re(`\\b${name.toLowerCase()}\\b`).test(target);
  const own = names(option) || (option === 'Chinese' && /\bmandarin\b/.test(target));
  if (own) return undefined;
  return (
    languageTables().otherLanguages.find((l) => re(l.match).test(target)) ??
    LANGUAGE_OPTIONS.filter((o) => o !== option && names(o)).map((name) => ({ name }))[0]
  );
}

/** A practice task or check with `fill` applied to its words. */
const reworded = <T extends { title: string; description: string }>(t: T, fill: (text: string) => string): T => ({
  ...t,
  title: fill(t.title),
  description: fill(t.description),
});

/**
 * The curriculum in the variety the person's words name (Latin American Spanish for "my in-laws in
 * Mexico"), said first as a warning is: every task's text with the variety's rewrites applied, from the
 * curriculum's own data (`varieties`); any other curriculum, or words that name none, as it is.
 */
/** What a variety's own line is about: said after the person's purpose and work (person.ts `varietyLast`). */
export const VARIETY = 'variety';

export function withVariety(curriculum: Curriculum, words: string): Curriculum {
  const variety = curriculum.varieties?.find((v) => matchesAny(v.match, affirmed(words)));
  if (!variety) return curriculum;
  const fill = (text: string) => variety.rewrite.reduce((said, { from, to }) => said.replaceAll(from, to), text);
  const practice = curriculum.practice;
  return {
    ...curriculum,
    warnings: [...(curriculum.warnings ?? []), { match: ['^'], say: variety.say, about: VARIETY }],
    weeks: curriculum.weeks.map((week) => rewordWeek(week, fill)),
    ...(practice && {
      practice: {
        ...practice,
        tasks: practice.tasks.map((t) => reworded(t, fill)),
        milestone: reworded(practice.milestone, fill),
        ...(practice.themes && {
          themes: {
            ...practice.themes,
            // The level's inventory too: its characters and examples are in the variety's forms (traditional in Taiwan).
            levels: practice.themes.levels.map((l) => ({
              ...l,
              ...(l.tasks && { tasks: l.tasks.map((t) => reworded(t, fill)) }),
              ...(l.inventory && {
                inventory: {
                  ...l.inventory,
                  units: l.inventory.units.map((u) => ({
                    point: fill(u.point),
                    example: fill(u.example),
                    words: fill(u.words),
                    can: fill(u.can),
                  })),
                },
              }),
            })),
          },
        }),
      },
    }),
  };
}

/** A conversation of a length the target names: "a 10-minute conversation", "talk for twenty minutes with my nani", "chat for half an hour" (not "a 5-minute talk" or "a talk for 5 minutes", a speech). */
const TIMED_TALK =
  /\b(?:(\d+|[a-z]+)[- ]min(?:ute)?s?(?: long)? (?:conversation|chat)|(?:conversation|chat|talk(?:ing)? (?:to|with))\w* (?:[a-z]+ ){0,5}?for (?:about |at least )?(\d+|[a-z]+) min(?:ute)?s|talk(?:ing)? for (?:about |at least )?(\d+|[a-z]+) min(?:ute)?s(?= (?:with|to)\b)|(?:conversation|chat|talk(?:ing)? (?:to|with))\w* (?:[a-z]+ ){0,5}?for (half an hour))\b/;
/** Who the target's conversation is with, as the plan says it to its person: "with my grandmother" → "your grandmother". */
const TALK_WITH =
  /\bwith (?:my|our) ((?:[a-z'-]+ ){0,2}?(?:grandmother|grandfather|grandma|grandpa|nan|nana|nani|dadi|nonna|nonno|abuela|abuelo|oma|opa|mother|father|mum|mom|dad|parents|in-laws|mother-in-law|father-in-law|family|relatives|aunt|uncle|cousins?|partner|wife|husband|boyfriend|girlfriend|neighbours?|colleagues?|friends?|teacher|tutor|host family|grandparents|boss|manager|team|clients?|customers?))\b/i;

/**
 * A spoken target with its length (decision 271): "a 10-minute conversation with my grandmother in Hindi" is a
 * conversation that is counted, as a teacher would have it. Each week of practice closes on a conversation with a
 * speaker or a tutor on its theme, the minutes kept going timed against last week's, and the plan's last milestone
 * (where no task of the person's has one) is that conversation at its length, with whom the target names. Other
 * targets, or a plan without practice, as they are.
 */
function withConversation(curriculum: Curriculum, targetLevel: string): Curriculum {
  const practice = curriculum.practice;
  const words = affirmed(targetLevel).toLowerCase();
  const timed = TIMED_TALK.exec(words);
  if (!practice || !timed) return curriculum;
  const said = timed[1] ?? timed[2] ?? timed[3];
  const minutes = timed[4] ? 30 : said ? numberOf(said) : NaN;
  if (!Number.isFinite(minutes) || minutes < 1 || minutes > 120) return curriculum;
  const option = curriculum.option;
  // Their own words, capitals kept: "your Japanese boss".
  const who = TALK_WITH.exec(targetLevel.replace(/[’‘]/g, "'"))?.[1];
  const whom = who ? `your ${who}` : `a speaker of ${option}`;
  return {
    ...curriculum,
    practice: {
      ...practice,
      milestone: {
        title: `A conversation in ${option} on {theme}: the minutes kept going, timed`,
        description: `Towards your ${minutes}-minute conversation: talk in ${option} about {theme} with ${whom} or a tutor on a call, timed from the first word to the first switch to another language; note the minutes, against last week’s, and the question you lacked.`,
      },
      ...(!practice.finale && {
        finale: {
          title: `Your ${minutes}-minute conversation in ${option} with ${whom}, by the clock`,
          description: `${minutes} minutes in ${option} with ${whom}, by the clock, recorded with their agreement: the subjects of your practice weeks, your own questions, and a way to ask them to slow down. Note the minutes kept in ${option} and the words you needed.`,
        },
      }),
    },
  };
}

/**
 * The place's or occasion's own tasks withOccasion puts last in the practice turn, by the occasion's name. The practice
 * days of a week of lessons take them from the turn where time allows; a week of practice alone does not (its turn is
 * the whole week: Madrid's metro came 22 times in 26 weeks, round 17), and withPurpose gives them its purpose slot in
 * turn with the place's situations instead, each returning in review a week and three weeks on (decision 308).
 */
/** Whether a task is a place's or an occasion's own (above, its `place`): a week of practice alone leaves it out of its turn. */
export const isPlaceTask = (task: CurriculumTask) => task.place !== undefined;

/** A place's own task as a week's purpose task, and its review: "Again: Madrid — the metro and the papers …". */
function placeWeekly(task: CurriculumTask, label: string): Weekly {
  const { weeklyReview } = languageTables();
  const at = task.title.indexOf(': ');
  const situation = at < 0 ? task.title : task.title.slice(at + 2);
  const words = (text: string) =>
    text.replaceAll('{label}', label).replaceAll('{situation}', situation).replaceAll('{detail}', task.description);
  return {
    task: { ...task, priority: 1 },
    review: { ...weeklyReview, title: titled(words(weeklyReview.title)), description: words(weeklyReview.description) },
  };
}

/** The stock talk that closes a week of practice in every catalogue language: "A 2-minute recording in Spanish about {theme}, …". */
const STOCK_TALK = /^A 2-minute recording in (.+?) about \{theme\}/;
/** The stock talk's description's end, and what was added after it. */
const STOCK_TALK_END = /one to work on next\.(.*)$/s;

/**
 * The talk closing a week of practice at the level it works towards (decision 308; `spokenChecks`): towards A1 a model
 * repeated and five short answers, towards A2 a minute; from B1 (and any other check: a page read, a phone call, the
 * person's work) as it is.
 */
export function spokenAt<T extends { title: string; description: string }>(milestone: T, rung: string | undefined, week = 0): T {
  const language = STOCK_TALK.exec(milestone.title)?.[1];
  const checks = rung ? languageTables().spokenChecks.levels[rung as Level] : undefined;
  // From B1 the level's checks in turn, a week each (decision 327): a retold recording, a story, a summary, a debate.
  const check = Array.isArray(checks) ? checks[week % checks.length] : checks;
  if (!check || language === undefined) return milestone;
  // (What the person's words added after the stock talk stays: "With your hearing: let your phone's voice typing …".)
  const added = STOCK_TALK_END.exec(milestone.description)?.[1] ?? '';
  return {
    ...milestone,
    title: check.title.replaceAll('{language}', language),
    description: check.description.replaceAll('{language}', language) + added,
  };
}

/** The stock listening task's language: "Listening: {minutes} minutes of Spanish about {theme}, at your level". */
const STOCK_LISTENING = /^Listening: \{minutes\} minutes of (.+?) about \{theme\}/;

/**
 * The stock listening task of a week of practice at the level it works towards (decision 327; `heardChecks`): from B1 a
 * learners' podcast at natural speed or the radio's slow news, from B2 real radio and series, towards C1 lectures and
 * debates; before B1 (and any other task) as it is, audio made for beginners.
 */
export function heardAt<T extends { title: string; description: string }>(task: T, rung: string | undefined): T {
  const { match, levels } = languageTables().heardChecks;
  const heard = rung ? levels[rung as Level] : undefined;
  const language = STOCK_LISTENING.exec(task.title)?.[1];
  const stock = new RegExp(match);
  if (!heard || language === undefined || !stock.test(task.description)) return task;
  // (What the person's words added after it stays: "With your hearing: the subtitles … open from the first play".)
  const description = task.description.replace(stock, () => heard.description.replaceAll('{language}', language));
  return { ...task, title: heard.title.replaceAll('{language}', language), description };
}

/** A work's weeks with another's situations after every second (decision 390); the work's alone where there is none. */
function besideWork(work: Weekly[], along: Weekly[]): Weekly[] {
  if (!along.length) return work;
  return work.flatMap((w, k) => (k % 2 ? [w, along[((k - 1) / 2) % along.length]!] : [w]));
}

/**
 * The person's own people and place as a thread of the weeks (decision 333; curricula/language-people.ts): a place of the
 * language named where no occasion or trip of its own reads it (Puglia, not Sicily's food or Osaka's trip), and the
 * relationship named (a partner's grandmother, colleagues, a landlord).
 */
function personThreadOf(language: string, spoken: string, said: string, targetLevel: string) {
  const place = occasionsOf(language, targetLevel).some((o) => !o.language)
    ? undefined
    : namedPlace(language, languageTables().places[language], said);
  return personThread(spoken, said, place);
}

/**
 * The places and occasions of this language the target names (`occasions` in _language-tables.json), `{whose}` said as
 * the one the occasion is for (decision 351): "my grandad's 80th birthday" → "a toast for your grandad".
 */
const occasionsOf = (language: string, targetLevel: string) => {
  const words = affirmed(targetLevel).toLowerCase();
  const whose = occasionFor(words);
  return languageTables()
    .occasions.filter((o) => o.options.includes(language) && matchesAny(o.match, words))
    .map((o) => JSON.parse(JSON.stringify(o).replaceAll('{whose}', whose)) as typeof o);
};

/** Whose occasion it is: the one named just before it ("my grandad's 80th"), else the first the target names, else "the one celebrating". */
function occasionFor(words: string): string {
  const before = /\b(?:my|our) [\w-]+(?:'s [\w-]+)?'s (?:\d+\w* |big |special )?(?:birthday|party|anniversary|wedding|retirement)\b/.exec(
    words,
  );
  return namedPerson(before?.[0] ?? '')?.who ?? namedPerson(words)?.who ?? 'the one celebrating';
}

/**
 * What the target names beside its level, in the weeks of practice (decision 302): the check that closes each week
 * by the skill the target asks (`skillChecks`: "read manga", "read characters and write messages" are checked by a
 * page read and retold, a message written — not a 2-minute talk), and a place or occasion of this language
 * (`occasions`: Sicily, Madrid, Munich, Chuseok, citizenship) with its own words in tasks of the practice turn (the
 * practice days of lesson weeks too), its situations in the weeks of practice beside the purposes' (withPurpose),
 * and the rule it carries said. A purpose's own check, the person's work's and a counted conversation come after and
 * replace the skill's; a plan without practice, or words naming none, as they are.
 */
function withOccasion(curriculum: Curriculum, targetLevel: string): Curriculum {
  const practice = curriculum.practice;
  if (!practice) return curriculum;
  const language = curriculum.option;
  const words = affirmed(targetLevel).toLowerCase();
  const check = languageTables().skillChecks.find((c) => matchesAny(c.match, words) && !(c.unless && matchesAny(c.unless, words)));
  const named = occasionsOf(language, targetLevel);
  if (!check && !named.length) return curriculum;
  // An exam's practice is its papers: the place's words come in its weekly situations only, not as more of the turn.
  const exam = purposesOf(targetLevel).some((p) => p.exam);
  const tasks = named.flatMap((o) =>
    (exam ? [] : (o.tasks ?? [])).map((t) => {
      return { ...t, title: inLanguage(t.title, language), description: inLanguage(t.description, language), place: o.name };
    }),
  );
  const said = named.flatMap((o) => (o.say ? [{ match: ['^'], say: inLanguage(o.say, language) }] : []));
  return {
    ...curriculum,
    ...(said.length && { warnings: [...(curriculum.warnings ?? []), ...said] }),
    practice: {
      ...practice,
      // Last in the turn: the purposes' and the kin's own tasks keep their place; a practice day left time takes it.
      tasks: [...practice.tasks, ...tasks],
      ...(check && {
        milestone: { title: inLanguage(check.milestone.title, language), description: inLanguage(check.milestone.description, language) },
      }),
    },
  };
}

/**
 * A language curriculum for this person's words: the levels they mean, where what they already do
 * places them, the variety they will use, the purposes they name, and a target in another language said.
 */
export const forLanguage = (curriculum: Curriculum, words: string, targetLevel: string, currentLevel = '') =>
  // Another option's plan is read as its own field reads it: "for my family" is no language learner's purpose in a coder's plan.
  LANGUAGE_OPTIONS.includes(curriculum.option)
    ? withScriptTarget(
        withOtherLanguage(
          withConversation(
            withPurpose(
              withOccasion(
                withKin(
                  withPlacement(
                    withVariety(
                      withNamedLevel(
                        withPurposeLevel(withArtefactLevel(withLevelReadings(curriculum), targetLevel), targetLevel),
                        targetLevel,
                      ),
                      words,
                    ),
                    currentLevel,
                    targetLevel,
                  ),
                  `${currentLevel}\n${targetLevel}`,
                ),
                targetLevel,
              ),
              targetLevel,
              currentLevel,
            ),
            targetLevel,
          ),
          targetLevel,
        ),
        targetLevel,
      )
    : curriculum;

/** Hours said as the plan says them: "about 2½ hours" (a quarter rounds to a half). */
const hoursSaid = (minutes: number) => {
  const halves = Math.max(1, Math.round(minutes / 30));
  return `${Math.floor(halves / 2) || ''}${halves % 2 ? '½' : ''} hour${halves > 2 ? 's' : ''}`;
};

/**
 * A target that is a script alone (decision 306; `scriptTargets` in _language-tables.json): "read Hangul in a week", "learn
 * hiragana", "the Devanagari alphabet". Its own small goal of its true length: a rung of its own before A1, reached at the
 * end of the curriculum's weeks that teach it, its hours their tasks' own minutes (none invented), taken from A1's; the
 * plan aims at it and says what it is. A target asking more ("read Hangul and order food") is the language's.
 */
export function withScriptTarget(curriculum: Curriculum, targetLevel: string): Curriculum {
  const ladder = curriculum.ladder;
  const { beyond, scripts } = languageTables().scriptTargets;
  const words = affirmed(targetLevel);
  const script = scripts.find((s) => s.option === curriculum.option && re(s.match).test(words));
  const a1 = ladder?.rungs.find((r) => r.name === 'A1');
  if (!ladder || !script || !a1?.hours || re(beyond).test(words.replace(re(script.match, 'g'), ' ')) || script.weeks >= a1.week)
    return curriculum;
  const minutes = minutesOfWeeks(curriculum, 0, script.weeks);
  const hours = Math.max(1, Math.round(minutes / 60));
  const rung = { name: script.name, goal: script.goal, week: script.weeks, hours, match: ['^'] };
  return {
    ...curriculum,
    // Its weeks whole whatever the date, and the days between its lessons its own practice, not topics' (decision 325).
    wholeGoal: true,
    ...(curriculum.practice && {
      practice: {
        ...curriculum.practice,
        tasks: script.practice,
        kinds: 'the letters read aloud and written, words and signs read, and the chart from memory',
      },
    }),
    ladder: {
      ...ladder,
      // The script's rung the only one a target word reaches ("Hangul, just the basics" is no A1: round 18's review).
      rungs: [rung, ...ladder.rungs.map((r) => ({ ...r, match: ['(?!)'], ...(r === a1 && { hours: Math.max(1, a1.hours! - hours) }) }))],
    },
    warnings: [...(curriculum.warnings ?? []), { match: ['^'], say: script.say.replace('{hours}', hoursSaid(minutes)) }],
  };
}

/**
 * A purpose at its true level (decision 230): a hotel desk's routines are A2–B1, a daily newspaper B2, small
 * talk A2, a stand-up B1 (`purposeLevels` in _language-tables.json, each with its CEFR descriptors). Where the
 * target names the purpose and no level of its own, the plan aims at the purpose's rung — the words' other
 * readings above it give way ("small talk with my in-laws" is A2, not the family's B1) — and says first what the
 * purpose asks at which level, so the level reads as a reference and the purpose as the measure.
 */
function withPurposeLevel(curriculum: Curriculum, targetLevel: string): Curriculum {
  const ladder = curriculum.ladder;
  const words = affirmed(targetLevel);
  const found = languageTables().purposeLevels.find((p) => matchesAny(p.match, words));
  if (!ladder || !found) return curriculum;
  const said = { ...curriculum, warnings: [{ match: ['^'], say: found.say }, ...(curriculum.warnings ?? [])] };
  // A level or an exam the person names is theirs: only the sentence is said.
  const own = /\b[abc][12]\b|\b(?:jlpt|hsk|topik|delf|dalf|dele|goethe|telc|ielts|cils|celi)\b/.test(words);
  if (!found.rung || own) return said;
  const at = ladder.rungs.findIndex((r) => r.name === found.rung);
  return {
    ...said,
    ladder: {
      ...ladder,
      rungs: ladder.rungs.map((r, i) =>
        i === at
          ? { ...r, match: [...r.match, ...found.match] }
          : i > at
            ? { ...r, match: r.match.filter((m) => !matchesAny([m], words)) }
            : r,
      ),
    },
  };
}

/**
 * A CEFR level the target names is the plan's aim: the target's other words do not lift it past the level said ("B1 for
 * my residence permit and to talk to colleagues" is B1, not the B2 that work words reach; round 19's blind reading).
 * The highest level named wins where several are ("from A2 to B1").
 */
function withNamedLevel(curriculum: Curriculum, targetLevel: string): Curriculum {
  const ladder = curriculum.ladder;
  const named = [...affirmed(targetLevel).matchAll(/\b([abc][12])\b/gi)].map((m) => m[1]!.toUpperCase());
  const at = ladder ? Math.max(-1, ...named.map((l) => ladder.rungs.findIndex((r) => r.name === l))) : -1;
  if (!ladder || at < 0) return curriculum;
  const words = affirmed(targetLevel);
  return {
    ...curriculum,
    ladder: {
      ...ladder,
      rungs: ladder.rungs.map((r, i) => (i > at ? { ...r, match: r.match.filter((m) => !matchesAny([m], words)) } : r)),
    },
  };
}

/**
 * The level the target's own work asks, where the target names none (decision 112): a series without
 * subtitles B2, with subtitles in the language B1, a book B1, a prepared speech A2, the OET letter C1
 * (sources in each kind's `say`). Read as the ladder reads a level's own words: the highest named wins.
 */
function withArtefactLevel(curriculum: Curriculum, targetLevel: string): Curriculum {
  const ladder = curriculum.ladder;
  const level = otherLanguageOf(curriculum.option, targetLevel) ? undefined : artefactLevel(artefactOf(targetLevel), targetLevel);
  if (!ladder || !level) return curriculum;
  return {
    ...curriculum,
    ladder: { ...ladder, rungs: ladder.rungs.map((r) => (r.name === level ? { ...r, match: [...r.match, '^'] } : r)) },
  };
}

/** A week of lessons on the sounds or the script, which any other week's reading and speaking needs first. */
const SOUNDS_OR_SCRIPT = /\b(?:sounds?|suoni|laute|sonidos|alphabet|hangul|hiragana|katakana|kana|pinyin|tones|devanagari)\b/i;
/** A week of lessons on what a traveller says first: ordering, shopping, prices and numbers, the way. */
const TRAVELLERS = /\b(?:bar|caf[eé]|ordering|food|shopping|einkaufen|mercato|zahlen|numbers|directions)\b/i;

/**
 * A trip with a date and too little time before it for A1 (decision 292): at 15 minutes three days a week, 22
 * weeks to a holiday in May are about 17 hours, where A1 is about 95; a teacher gives such a traveller the
 * trip's language first — ordering, numbers and prices, the way — and the grammar as those phrases need it. So
 * A1's week on them comes right after the sounds (or the script), before the weeks of grammar, and the plan says
 * why and what comes after. A trip with the hours for A1, a trip with no date, an exam and a learner past A1's
 * lessons keep the curriculum's order.
 */
export function withTripFirst(
  curriculum: Curriculum,
  targetLevel: string,
  dailyMinutes: number,
  days: number,
  currentLevel = '',
  today = todayIn('UTC'),
): Curriculum {
  const a1 = curriculum.ladder?.rungs.find((r) => r.name === 'A1');
  const named = purposesOf(targetLevel);
  // (A script alone aimed at, its rung first, is the plan: the trip's week comes after it, decision 306.)
  const scriptAlone = curriculum.ladder?.rungs[0] !== a1;
  if (
    !LANGUAGE_OPTIONS.includes(curriculum.option) ||
    !a1?.hours ||
    scriptAlone ||
    !named.some((p) => p.name === 'travel') ||
    named.some((p) => p.exam)
  )
    return curriculum;
  const deadline = deadlineOf(targetLevel, today);
  const hours = deadline ? (deadline.weeks * days * dailyMinutes) / 60 : Infinity;
  if (hours >= a1.hours || startWeek(curriculum, currentLevel) > 1) return curriculum;
  const weeks = curriculum.weeks.slice(0, a1.week);
  const opening = weeks.findIndex((w, k) => k > 0 && !SOUNDS_OR_SCRIPT.test(w.title));
  if (opening < 1) return curriculum;
  const rest = weeks.slice(opening);
  const trip = rest.filter((w) => TRAVELLERS.test(w.title));
  // Nothing to move where the trip's week is already next (or every week is one).
  if (!trip.length || trip.length === rest.length || rest[0] === trip[0]) return curriculum;
  const order = [...weeks.slice(0, opening), ...trip, ...rest.filter((w) => !trip.includes(w))];
  const plain = (title: string) => `“${title.replace(/ \([^)]*\)$/, '')}”`;
  const say = `Your trip is ${deadline!.said}: at your time that is about ${Math.round(hours)} hours of study before it, and A1 takes about ${a1.hours}. So the plan puts the trip’s language first: ${trip.map((w) => plain(w.title)).join(' and ')} come${trip.length > 1 ? '' : 's'} right after ${plain(weeks[opening - 1]!.title)}, learnt as phrases you will say there (ordering, numbers and prices, asking the way, a little small talk), the grammar as they need it; ${rest
    .filter((w) => !trip.includes(w))
    .map((w) => plain(w.title))
    .join(
      ' and ',
    )} follow${rest.length - trip.length > 1 ? '' : 's'}, to make those phrases your own. Say the trip’s phrases aloud on every day of practice until you go.`;
  return {
    ...curriculum,
    weeks: [...order, ...curriculum.weeks.slice(a1.week)],
    warnings: [...(curriculum.warnings ?? []), { match: ['^'], say }],
  };
}
