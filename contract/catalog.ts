/** The goal catalogue (seed-spec.md §2): categories, their options, and the route slugs. */
export const CATEGORIES = ['languages', 'skills', 'finance', 'health', 'productivity', 'career', 'hobbies', 'custom'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface CategoryInfo {
  id: Category;
  label: string;
  /** Route slugs that open this category's page: the first is canonical (seed-spec gives two readings). */
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

/** Daily time presets offered by the questionnaire, in minutes (seed-spec §9). */
export const DAILY_PRESETS = [15, 30, 60] as const;
