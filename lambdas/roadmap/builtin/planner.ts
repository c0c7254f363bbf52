import type { Category, Difficulty } from '../../../contract';
import { DIFFICULTIES } from '../../../contract';
import type { RawRoadmap } from '../schema';
import type { RoadmapRequest } from '../types';
import { ACTIVITIES, THEMES, type Activity, type CategoryActivities } from './curricula';
import { CEFR, LANGUAGE_ACTIVITIES, LANGUAGE_REVIEW, LEVEL_THEMES, parseCefr, STARTERS, type Cefr } from './languages';

/**
 * The offline planner: a deterministic, instant roadmap from curricula written for every option.
 * Each week has one theme; its five days go learn → practise → apply → go deeper → review with a
 * milestone. Difficulty rises across the weeks, and the path starts where the user says they are.
 */

export const DAYS_PER_WEEK = 5;

export const DEFAULT_WEEKS: Record<Category, number> = {
  languages: 12,
  skills: 8,
  finance: 6,
  health: 8,
  productivity: 4,
  career: 6,
  hobbies: 8,
  custom: 6,
};

interface WeekTheme {
  theme: string;
  /** Shown in the week's title, e.g. the CEFR level. */
  label?: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Where a free-text level sits on a 0–1 scale, for non-language goals. */
function levelFraction(text: string): number {
  const t = text.toLowerCase();
  if (/expert|advanced|professional|pro\b|years/.test(t)) return 0.5;
  if (/intermediate|some|a bit|a little|sometimes|basic|okay|ok\b|decent|moderate/.test(t)) return 0.25;
  return 0;
}

function languageThemes(request: RoadmapRequest, weeks: number): WeekTheme[] {
  const start = parseCefr(request.answers.currentLevel, 'A0');
  const startIndex = CEFR.indexOf(start);
  let targetIndex = CEFR.indexOf(parseCefr(request.answers.targetLevel, CEFR[Math.min(startIndex + 2, 6)]!));
  if (targetIndex <= startIndex) targetIndex = Math.min(startIndex + 1, CEFR.length - 1);
  const levels = CEFR.slice(Math.max(startIndex + 1, 1), targetIndex + 1) as Exclude<Cefr, 'A0'>[];
  if (levels.length === 0) levels.push('C2');
  const themes: WeekTheme[] = [];
  for (let w = 0; w < weeks; w++) {
    const levelIndex = Math.floor((w * levels.length) / weeks);
    const level = levels[levelIndex]!;
    const firstWeekOfLevel = Math.ceil((levelIndex * weeks) / levels.length);
    const pool = LEVEL_THEMES[level];
    const theme =
      w === 0 && start === 'A0' ? (STARTERS[request.option] ?? 'sounds and spelling') : pool[(w - firstWeekOfLevel) % pool.length]!;
    themes.push({ theme, label: level });
  }
  return themes;
}

function optionThemes(request: RoadmapRequest, weeks: number): WeekTheme[] {
  const all = THEMES[request.option] ?? THEMES.Custom!;
  const start = Math.min(Math.floor(levelFraction(request.answers.currentLevel) * all.length), all.length - 1);
  const span = all.length - start;
  const themes: WeekTheme[] = [];
  for (let w = 0; w < weeks; w++) {
    const index = start + Math.floor((w * span) / weeks);
    const repeat = themes.filter((t) => t.theme.startsWith(all[index]!)).length;
    themes.push({ theme: repeat ? `${all[index]} (part ${repeat + 1})` : all[index]! });
  }
  return themes;
}

/** Tasks a day holds for a daily time: short days get one or two, long days up to six. */
export function tasksPerDay(minutes: number): number {
  if (minutes <= 10) return 1;
  if (minutes <= 20) return 2;
  if (minutes <= 45) return 3;
  if (minutes <= 90) return 4;
  if (minutes <= 180) return 5;
  return 6;
}

const shift = (d: Difficulty, by: number): Difficulty =>
  DIFFICULTIES[Math.min(DIFFICULTIES.length - 1, Math.max(0, DIFFICULTIES.indexOf(d) + by))]!;

type Kind = 'learn' | 'practice' | 'apply' | 'review' | 'milestone';

/** The shape of each day of a week: the kinds of task it is made of, most important first. */
const DAY_PLANS: { title: string; kinds: Kind[]; stretch: number }[] = [
  { title: 'Meet {theme}', kinds: ['learn', 'practice', 'learn', 'apply', 'practice', 'learn'], stretch: 0 },
  { title: 'Practise {theme}', kinds: ['practice', 'learn', 'practice', 'apply', 'practice', 'apply'], stretch: 0 },
  { title: 'Use {theme}', kinds: ['apply', 'practice', 'learn', 'apply', 'practice', 'learn'], stretch: 0 },
  { title: 'Go deeper into {theme}', kinds: ['practice', 'apply', 'learn', 'practice', 'apply', 'learn'], stretch: 1 },
  { title: 'Review and milestone', kinds: ['review', 'milestone', 'practice', 'apply', 'learn', 'practice'], stretch: 0 },
];

const WEIGHT: Record<Kind, number> = { learn: 1.2, practice: 1, apply: 1.3, review: 0.8, milestone: 1.2 };

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function buildBuiltinRoadmap(request: RoadmapRequest, weeks: number): RawRoadmap {
  const isLanguage = request.category === 'languages';
  const activities: CategoryActivities = request.category === 'languages' ? LANGUAGE_ACTIVITIES : ACTIVITIES[request.category];
  const review: Activity = isLanguage
    ? LANGUAGE_REVIEW
    : ['Review the week: {theme}', 'Go back over everything from this week on {theme} and redo the exercise you found hardest.'];
  const themes = isLanguage ? languageThemes(request, weeks) : optionThemes(request, weeks);
  const goalName = request.category === 'custom' ? (request.title ?? 'your goal') : request.option;
  const { currentLevel, targetLevel, dailyMinutes } = request.answers;
  const count = tasksPerDay(dailyMinutes);
  const seed = hash(request.option);

  const weeksOut = themes.map(({ theme, label }, w) => {
    const stage: Difficulty = DIFFICULTIES[Math.min(2, Math.floor((w * 3) / weeks))]!;
    const values = { theme, option: goalName };
    const last = w === weeks - 1;
    const days = DAY_PLANS.map((day, d) => {
      const used = new Set<string>();
      const tasks = day.kinds.slice(0, count).map((kind, k) => {
        let activity: Activity;
        if (kind === 'review') activity = review;
        else if (kind === 'milestone') {
          activity = last
            ? [
                'Final milestone: {option} — where you are now',
                `Measure yourself against your target (“${targetLevel}”) and plan what comes next.`,
              ]
            : activities.milestone;
        } else {
          const pool = activities[kind];
          let i = (seed + w * 7 + d * 3 + k) % pool.length;
          for (let tries = 0; used.has(pool[i]![0]) && tries < pool.length; tries++) i = (i + 1) % pool.length;
          activity = pool[i]!;
        }
        used.add(activity[0]);
        const base = kind === 'review' ? shift(stage, -1) : shift(stage, day.stretch);
        return {
          title: fill(activity[0], values),
          description: fill(activity[1], values),
          difficulty: base,
          estimatedMinutes: Math.round(WEIGHT[kind] * 10),
        };
      });
      return { number: d + 1, title: `Day ${d + 1}: ${fill(day.title, values)}`, tasks };
    });
    const start = w === 0 ? ` You start from: “${currentLevel}”.` : '';
    const end = last ? ` This week closes the plan toward “${targetLevel}”.` : '';
    return {
      number: w + 1,
      title: `Week ${w + 1}: ${theme}${label ? ` (${label})` : ''}`,
      description: `This week is about ${theme}: learn it, practise it, use it, then review and hit a milestone.${start}${end}`,
      days,
    };
  });

  const title = request.category === 'custom' ? (request.title ?? 'My goal') : isLanguage ? `Learn ${request.option}` : request.option;
  return {
    title,
    description: `A ${weeks}-week plan from “${currentLevel}” to “${targetLevel}”, about ${dailyMinutes} minutes a day, ${DAYS_PER_WEEK} days a week.`,
    weeks: weeksOut,
  };
}
