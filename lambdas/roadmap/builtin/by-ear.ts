import type { RawRoadmap } from '../schema';
import { truncate } from '../normalize';

/**
 * Learning a language by ear only (decision 405): "I can only listen while driving", "I clean offices with
 * earphones in", "no time to read, I drive 9 hours". A teacher plans audio lessons, shadowing without looking
 * and the domain's drills said aloud, and keeps the page for a stop or a day off; for a driver, nothing to read
 * or tap while driving, said plainly (the Highway Code, rule 149: no hand-held phone while driving, and a
 * hands-free one may still distract).
 */
export const BY_EAR =
  /\b(?:(?:can|could) only (?:listen|learn by ear|use audio)|only (?:by ear|audio|listen\w*)|listen(?:ing)? only|by ear only|no time (?:to|for) (?:read|reading|write|writing|sit|sitting)|(?:earphones|earbuds|headphones) (?:in|on)\b)/i;

/** A driver at the wheel while listening: the page waits for a stop. */
const DRIVING = /\bdriv(?:e|es|ing|er|ers)\b|\b(?:lorry|truck|taxi|bus|van|cab)\b/i;

export const learnsByEar = (words: string) => BY_EAR.test(words.replace(/[’‘]/g, "'"));

/** What the plan says first for a learner by ear, and whether they drive. */
export function byEarSaid(words: string, language: string): string {
  const driving = DRIVING.test(words);
  return driving
    ? `You learn by ear, at the wheel: every practice day is audio — a lesson, shadowing, ${language} said aloud — started before you set off, with nothing to read, write or tap while you drive (a hands-free phone can still distract, as the UK Highway Code’s rule 149 says). What is on a page waits for a stop, parked, or a day off.`
    : `You learn by ear: every practice day is audio — a lesson, shadowing without looking, ${language} said aloud — with your earphones in, and what is on a page waits for a break or a day off.`;
}

const READING = /^(?:Reading|Read)\b|^Reading:/;
const WRITING = /^(?:Writing|Write)\b/;
const CARDS = /^(?:Flashcards|Karteikarten|Schede|Tarjetas|Fiches|Cards|Words: review your flashcard deck)\b/i;

/**
 * A language plan's tasks for a learner by ear: a reading becomes an audio lesson, a writing the same lines
 * said aloud and recorded, a deck of cards an audio drill with a pause to answer in; the rest keeps its
 * title and says to do it aloud, eyes free. Minutes are kept.
 */
export function byEar(plan: RawRoadmap, words: string, language: string): RawRoadmap {
  const driving = DRIVING.test(words);
  const where = driving
    ? 'Started before you set off: nothing to read or tap at the wheel; the text, if any, waits for a stop, parked.'
    : 'Earphones in, eyes free for your work; the text, if any, waits for a break.';
  const task = <T extends { title: string; description: string; estimatedMinutes?: number }>(t: T): T => {
    const m = t.estimatedMinutes ?? 10;
    if (READING.test(t.title))
      return {
        ...t,
        title: `Audio lesson: ${m} minutes of ${language} on this week’s topics, by ear`,
        description: `Your course’s recordings or a learners’ podcast at your level, on this week’s topics: once for the gist, then again, repeating each phrase you catch aloud in the pause (shadowing, no text). ${where}`,
      };
    if (WRITING.test(t.title))
      return {
        ...t,
        title: truncate(
          `Said aloud, not written: ${t.title
            .replace(WRITING, '')
            .replace(/^:\s*/, '')
            .replace(/,? and read (?:them|it) aloud\b.*$/, '')
            .replace(/^./, (c) => c.toLowerCase())}`,
          120,
        ),
        description: `Say each sentence aloud in ${language} instead of writing it, recorded on your phone; play it back later and say again the ones that stuck. A teacher or tutor hears the recording on a day off. ${where}`,
      };
    if (CARDS.test(t.title))
      return {
        ...t,
        title: `Audio drill: ${m} minutes of this week’s words, English then a pause to say the ${language}`,
        description: `An audio course or a deck with sound set to play hands-free, or a list you recorded: the English, a pause, the ${language}. Say it in the pause, before you hear it. ${where}`,
      };
    if (/\bread aloud\b/.test(t.title))
      return {
        ...t,
        title: t.title.replace(/\bread aloud\b/, 'heard and said along'),
        description: `${t.description} By ear: its audio, said along. ${where}`,
      };
    return t;
  };
  return {
    ...plan,
    weeks: plan.weeks.map((w) => ({ ...w, days: w.days.map((d) => ({ ...d, tasks: d.tasks.map(task) })) })),
  };
}
