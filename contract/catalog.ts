/** The goal catalogue: categories, their options, and the route slugs. */
export const CATEGORIES = ['languages', 'skills', 'finance', 'health', 'productivity', 'career', 'hobbies', 'custom'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface CategoryInfo {
  id: Category;
  label: string;
  /** Route slugs that open this category's page: the first is canonical (the product names some categories two ways). */
  slugs: readonly string[];
  options: readonly string[];
}

export const CATALOG: readonly CategoryInfo[] = [
  { id: 'custom', label: 'Custom Goal', slugs: ['custom'], options: ['Custom'] },
  {
    id: 'languages',
    label: 'Languages',
    slugs: ['languages'],
    options: ['Spanish', 'Chinese', 'English', 'French', 'Hindi', 'Italian', 'Japanese', 'German', 'Korean'],
  },
  { id: 'skills', label: 'Skills', slugs: ['skills'], options: ['Coding', 'Design Basics', 'Writing Skills'] },
  {
    id: 'finance',
    label: 'Personal Finance',
    slugs: ['finance', 'personal-finance'],
    options: ['Saving for a Goal', 'Expense Tracking Mastery', 'Crypto Basics'],
  },
  {
    id: 'health',
    label: 'Health & Wellness',
    slugs: ['health', 'health-wellness'],
    options: ['Physical Fitness', 'Mental Health', 'Sleep Improvement', 'Nutrition Basics'],
  },
  {
    id: 'productivity',
    label: 'Productivity',
    slugs: ['productivity'],
    options: ['Time Management Basics', 'Habits Building', 'Focus & Concentration'],
  },
  {
    id: 'career',
    label: 'Career Development',
    slugs: ['career', 'career-development'],
    options: ['Resume & Portfolio Building', 'Interview Preparation', 'Networking Skills', 'Job Search Strategy'],
  },
  {
    id: 'hobbies',
    label: 'Creative Hobbies',
    slugs: ['hobbies', 'creative-hobbies'],
    options: ['Photography Basics', 'Drawing', 'Music (Instrumental Practice)'],
  },
];

export function categoryInfo(category: Category): CategoryInfo {
  const info = CATALOG.find((c) => c.id === category);
  if (!info) throw new Error(`Unknown category ${category}`);
  return info;
}

export function categoryBySlug(slug: string): CategoryInfo | undefined {
  return CATALOG.find((c) => c.slugs.includes(slug));
}

/** `Music (Instrumental Practice)` → `music-instrumental-practice`; used in option routes. */
export function optionSlug(option: string): string {
  return option
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function optionBySlug(category: Category, slug: string): string | undefined {
  return categoryInfo(category).options.find((o) => optionSlug(o) === slug);
}

export function isValidOption(category: Category, option: string): boolean {
  return categoryInfo(category).options.includes(option);
}

/** Daily time presets offered by the questionnaire, in minutes. */
export const DAILY_PRESETS = [15, 30, 60] as const;

/**
 * Examples the questionnaire offers for each option's current level and target, each a single answer
 * a person might give; a test checks that each pair plans a sensible span (test/roadmap/curricula.test.ts).
 */
export const OPTION_EXAMPLES: Record<string, { current: string; target: string }> = {
  Spanish: { current: 'I know a few words', target: 'hold a conversation (B1)' },
  Chinese: { current: 'complete beginner', target: 'order food and get around (A2)' },
  English: { current: 'school English', target: 'work in English (B2)' },
  French: { current: 'school French', target: 'hold a conversation (B1)' },
  Hindi: { current: 'I know a few words', target: 'talk with family (A2)' },
  Italian: { current: 'complete beginner', target: 'travel with confidence (A2)' },
  Japanese: { current: 'I can read hiragana', target: 'everyday conversation (B1)' },
  German: { current: 'school German', target: 'live and work in Germany (B2)' },
  Korean: { current: 'I can read Hangul', target: 'watch dramas with Korean subtitles (B1)' },
  Coding: { current: 'never written code', target: 'build and publish a small web app' },
  'Design Basics': { current: 'I make slides in Canva', target: 'confident with layout, type and colour' },
  'Writing Skills': { current: 'I write work emails', target: 'publish a clear 800-word essay' },
  'Saving for a Goal': { current: 'I save what is left at the end of the month', target: 'save 3,000 for a trip by next summer' },
  'Expense Tracking Mastery': { current: 'I never track my spending', target: 'know where every unit of my money goes' },
  'Crypto Basics': { current: 'I know almost nothing about crypto', target: 'use a wallet safely and judge the risks' },
  'Physical Fitness': { current: 'I sit all day', target: 'run 5 km without stopping' },
  'Mental Health': { current: 'often stressed and tired', target: 'a steady routine that keeps me well' },
  'Sleep Improvement': { current: 'I lie awake for an hour most nights', target: 'fall asleep within 20 minutes' },
  'Nutrition Basics': { current: 'I eat a lot of ready meals', target: 'five a day and home cooking' },
  'Time Management Basics': { current: 'I have no system, just a to-do list', target: 'a planned week with time blocks' },
  'Habits Building': { current: 'I start habits and drop them', target: 'three habits that stick' },
  'Focus & Concentration': { current: 'I check my phone every few minutes', target: 'two hours of deep work a day' },
  'Resume & Portfolio Building': { current: 'an old CV from years ago', target: 'a one-page resume and 3 case studies' },
  'Interview Preparation': { current: 'interviews make me freeze', target: 'confident answers with STAR stories' },
  'Networking Skills': { current: 'I know few people in my field', target: 'comfortable at events and online' },
  'Job Search Strategy': { current: 'I apply to ads and hear nothing', target: 'interviews at companies I choose' },
  'Photography Basics': { current: 'I take photos with my phone', target: 'shoot in manual mode with intent' },
  Drawing: { current: 'stick figures', target: 'draw a believable portrait from life' },
  'Music (Instrumental Practice)': { current: 'I can play a few songs', target: 'play a full piece for friends' },
};

/**
 * The tracks within an option (issue #36), by id: each is a curriculum of its own beside the option's
 * (lambdas/roadmap/tracks.ts); `general` names the option's own path. A goal may name one in
 * `answers.track`; the target's words choose one otherwise. test/roadmap/tracks.test.ts holds this list
 * to the curricula.
 */
export const OPTION_TRACKS: Readonly<Record<string, readonly string[]>> = {
  Coding: [
    'electronics',
    'cloud',
    'invoices',
    'sheets',
    'report',
    'ml',
    'dashboard',
    'sql',
    'data',
    'automation',
    'app',
    'shop',
    'website',
    'backend',
    'job',
    'mod',
    'games',
  ],
  'Physical Fitness': [
    'wheelchair',
    'pregnancy',
    'postnatal',
    'handstand',
    'calisthenics',
    'recovery',
    'stick',
    'job-test',
    'weight',
    'condition',
    'yoga',
    'multi-day',
    'hill',
    'bones',
    'balance',
    'open-water',
    'swimming',
    'flat',
    'walking',
    'sport',
    'rowing',
    'faster',
    'back',
    'shoulder',
    'low-impact',
    'push-ups',
    'pull-ups',
    'barbell',
    'plank',
    'cycling',
    'flexibility',
    'climbing',
    'game',
    'activity',
    'strength',
  ],
  Custom: [
    'chess',
    'poker',
    'card-games',
    'board-games',
    'tabletop',
    'sign-language',
    'language',
    'first-aid',
    'woodwork',
    'quilting',
    'soft-furnishings',
    'upholstery',
    'diy',
    'typing',
    'yoyo',
    'cube',
    'magic',
    'arabic-calligraphy',
    'brush-calligraphy',
    'calligraphy',
    'balance',
    'juggling',
    'climbing',
    'riding',
    'skateboarding',
    'skating',
    'cycle-tour',
    'multi-day',
    'walking',
    'running',
    'cycle-commute',
    'cycling',
    'bike-skills',
    'car-care',
    'motorcycle',
    'driving',
    'surfing',
    'watersports',
    'swimming',
    'growing-plot',
    'growing',
    'fishing',
    'beekeeping',
    'cake',
    'cooking',
    'candles',
    'postnatal',
    'yoga',
    'strength',
    'weight',
    'habit',
    'novel',
    'guitar',
    'piano',
    'drawing-people',
    'drawing',
    'painting',
    'photography',
    'sleep',
    'saving',
    'choir',
    'singing',
    'speech',
    'app',
    'supervised',
    'sourdough',
    'ferment',
    'process',
    'crochet',
    'sewing-shirt',
    'sewing',
    'knitting',
    'podcast',
  ],
  'Habits Building': ['smoking', 'medication', 'home', 'screen', 'quit', 'named'],
  'Interview Preparation': [
    'quant',
    'product',
    'research',
    'loop',
    'software',
    'case',
    'officer',
    'officer-us',
    'selection',
    'school',
    'advanced',
    'care',
    'clinical',
    'supervisor',
    'formats',
    'role',
  ],
  'Networking Skills': ['friends', 'academic', 'mentor', 'forces', 'new-here', 'clients'],
  'Job Search Strategy': [
    'forces',
    'redundancy',
    'visa',
    'regulated',
    'returner',
    'lab',
    'lab-first',
    'graduate',
    'clients',
    'trades',
    'change',
    'silent',
  ],
  'Resume & Portfolio Building': [
    'tattoo',
    'artschool',
    'showreel',
    'illustration',
    'photo',
    'architecture',
    'design',
    'returner',
    'change',
  ],
  'Design Basics': ['business', 'brand', 'logo', 'set', 'slides'],
  'Photography Basics': [
    'stock',
    'daily',
    'night',
    'property',
    'second',
    'wedding',
    'sport',
    'portraits',
    'wildlife',
    'landscapes',
    'street',
  ],
  'Mental Health': [
    'carer',
    'grief',
    'burnout',
    'new-parent',
    'child-anger',
    'anger',
    'speaking',
    'exams',
    'social',
    'exposure',
    'worry',
    'lonely',
    'self-esteem',
  ],
  'Music (Instrumental Practice)': [
    'dj',
    'drums-jazz',
    'hand-drums',
    'drums',
    'piano',
    'choir',
    'ensemble',
    'returner',
    'jazz',
    'ukulele',
    'read',
    'guitar',
    'play-sing',
    'singing',
    'classical-guitar',
    'solo',
    'piece',
    'technique',
  ],
  'Writing Skills': [
    'eulogy',
    'speech',
    'poetry',
    'poem-gift',
    'poems',
    'standup',
    'screenplay',
    'play',
    'lyrics',
    'quotes',
    'grant',
    'bid',
    'pitch',
    'essay',
    'document',
    'workplace',
    'novel-query',
    'novel',
    'memoir-told',
    'memoir',
    'blog',
    'personal',
    'picture-book',
    'fiction',
    'abstract',
    'paper',
    'thesis',
    'academic',
  ],
  'Expense Tracking Mastery': ['student', 'business', 'couple'],
  'Time Management Basics': ['teacher', 'carer', 'school', 'shifts', 'trade', 'deadlines', 'freelance', 'reading', 'writing'],
  'Nutrition Basics': ['coeliac', 'diabetes', 'gain', 'ibs', 'picky', 'plant', 'budget', 'cooking', 'training'],
  'Sleep Improvement': ['shift-work', 'pregnancy', 'new-parent', 'bedtime'],
  Drawing: ['tattoo', 'artschool', 'urban', 'botanical', 'painting', 'pages', 'comic', 'pet', 'portrait', 'people', 'subject'],
  'Focus & Concentration': ['writing', 'reading', 'study'],
  'Crypto Basics': ['someone', 'wallet', 'holding', 'safe'],
  'Saving for a Goal': ['home', 'home-couple', 'emergency'],
};

export const GENERAL_TRACK = 'general';

/** Whether `track` names a track of `option` (or its general path). */
export const isTrackOf = (option: string, track: string) => track === GENERAL_TRACK || (OPTION_TRACKS[option] ?? []).includes(track);
