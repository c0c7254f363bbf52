import type { Activity, CategoryActivities } from './curricula';

/** CEFR levels, with A0 for "no knowledge yet". */
export const CEFR = ['A0', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type Cefr = (typeof CEFR)[number];

/**
 * Reads a free-text level ("a few words", "B1", "intermediate", "fluent") as a CEFR level. Explicit
 * level codes win; then keywords; `fallback` when nothing matches.
 */
export function parseCefr(text: string, fallback: Cefr): Cefr {
  const t = text.toLowerCase();
  const code = /\b([abc])\s*([12])\b/.exec(t);
  if (code) return `${code[1]!.toUpperCase()}${code[2]}` as Cefr;
  const rules: [RegExp, Cefr][] = [
    [/native|mastery|proficient|c2/, 'C2'],
    [/fluent|advanced|work in|professional/, 'C1'],
    [/upper[- ]?intermediate|comfortabl|discuss|debate|films? without/, 'B2'],
    [/intermediate|conversation|travel|get by|talk/, 'B1'],
    [/elementary|basic|simple|some|a little|bit/, 'A2'],
    [/few words|beginner|hello|greet|starting|nothing|none|zero|never|no knowledge/, 'A0'],
  ];
  for (const [pattern, level] of rules) if (pattern.test(t)) return level;
  return fallback;
}

/** What a learner works on at each level (the level they are moving into). */
export const LEVEL_THEMES: Record<Exclude<Cefr, 'A0'>, readonly string[]> = {
  A1: ['greetings and introductions', 'numbers, days and time', 'family and people', 'food and ordering', 'your home and town'],
  A2: ['daily routines', 'talking about the past', 'shopping and prices', 'travel and directions', 'health and the body'],
  B1: ['opinions and reasons', 'plans and the future', 'telling a story', 'work and study', 'solving problems on the go'],
  B2: [
    'news and current events',
    'arguing a point',
    'idioms and natural phrasing',
    'formal emails and letters',
    'films and series without subtitles',
  ],
  C1: ['nuance and register', 'presentations', 'complex texts', 'humour and culture', 'professional discussions'],
  C2: ['literature', 'rhetoric and style', 'specialised vocabulary', 'debating abstract topics', 'near-native fluency'],
};

/** The first thing a true beginner needs in each language: its sounds or script. */
export const STARTERS: Record<string, string> = {
  Spanish: 'Spanish pronunciation and the alphabet',
  Chinese: 'pinyin and the four tones',
  English: 'English sounds and spelling patterns',
  French: 'French pronunciation and silent letters',
  Hindi: 'the Devanagari script',
  Italian: 'Italian pronunciation and double consonants',
  Japanese: 'hiragana and katakana',
  German: 'German pronunciation and noun genders',
  Korean: 'reading Hangul',
};

export const LANGUAGE_ACTIVITIES: CategoryActivities = {
  learn: [
    ['Learn 12 {option} words for {theme}', 'Make flashcards for 12 words and phrases about {theme}; say each one out loud.'],
    ['Study the grammar behind {theme}', 'Read a short explanation of the grammar you need for {theme} and write five example sentences.'],
    [
      'Listen: a short {option} dialogue on {theme}',
      'Listen to a short dialogue about {theme} twice, then read the transcript and note new words.',
    ],
  ],
  practice: [
    ['Flashcard review: {theme}', 'Review your {theme} flashcards with spaced repetition until you get each right twice.'],
    ['Shadow a {option} speaker', 'Play a short recording about {theme} and repeat each sentence right after the speaker.'],
    ['Write five sentences about {theme}', 'Write five sentences in {option} about {theme}, then check them with a dictionary or tutor.'],
    ['Fill-in-the-gap drill on {theme}', 'Do a gap-fill or conjugation drill for the grammar of {theme}.'],
  ],
  apply: [
    ['Speak for two minutes about {theme}', 'Record yourself speaking {option} about {theme} for two minutes without notes.'],
    ['Chat with a partner about {theme}', 'Have a short conversation about {theme} with a tutor, language partner or a chat app.'],
    ['Read a short text on {theme}', 'Read a short article or story about {theme} and summarise it in three {option} sentences.'],
  ],
  milestone: [
    'Milestone: {theme} check-in',
    'Without notes, introduce the week’s topic in {option} for one minute; keep the recording to compare later.',
  ],
};

export const LANGUAGE_REVIEW: Activity = [
  'Review the week’s {option} words',
  'Go through every new word of the week; move the ones you missed to tomorrow’s pile.',
];
