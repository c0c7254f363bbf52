import { LIMITS } from '../../contract';
import type { Rung } from './curricula/schema';
import type { RoadmapRequest } from './types';

/**
 * A goal is named by what it aims at (#41): "Run a half marathon", "Spanish to A2", "Coding: your own
 * small app", "Sleep Improvement: fall asleep within 20 minutes" — so two goals of one option read apart
 * in the sidebar and on Home, and the name says the target the plan was made for. A custom goal keeps
 * the name its person gave it. The person can rename any goal (PATCH /goals/{goalId}).
 */

/** A running ladder's milestones as a runner says them; a milestone not listed is named as the curriculum names it. */
const RUNS: Record<string, string> = {
  '30-minute walks': 'Walk 30 minutes, three times a week',
  '20 minutes of running': 'Run 20 minutes without stopping',
  '5K': 'Run 5K',
  '10K': 'Run 10K',
  'Half marathon': 'Run a half marathon',
  Marathon: 'Run a marathon',
};

/** The most of the person's own words a name keeps: the sidebar shows about this much on one line. */
const WORDS_MAX = 48;

/** The start of a target in the person's words, cut at a word and at its first clause, without a closing stop. */
function ownWords(target: string): string {
  const first = target
    .trim()
    .split(/[.;\n]/)[0]!
    .trim();
  if (first.length <= WORDS_MAX) return first.replace(/[,:!?]+$/, '');
  const cut = first.slice(0, WORDS_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,:;]+$/, '')}…`;
}

/** "Your own small app" → "your own small app", "A web app…" → "a web app…"; "A1", "HTML" and "I …" stay. */
const lowerFirst = (text: string, article = true) =>
  (article ? /^(?:[A-Z][a-z]|A [a-z])/ : /^[A-Z][a-z]/).test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** The goal's name, from its request and the milestone its plan aims at (undefined for a curriculum without a ladder). */
export function goalTitle(request: RoadmapRequest, target: Rung | undefined, basis: 'weeks' | 'hours' | undefined): string {
  if (request.category === 'custom') return request.title ?? 'My goal';
  let title: string;
  if (target && request.category === 'languages') title = `${request.option} to ${target.name}`;
  else if (target && basis === 'weeks') title = RUNS[target.name] ?? `${request.option}: ${lowerFirst(target.name)}`;
  else if (target) title = `${request.option}: ${lowerFirst(target.name)}`;
  else if (request.answers.targetLevel.trim()) title = `${request.option}: ${lowerFirst(ownWords(request.answers.targetLevel), false)}`;
  else title = request.category === 'languages' ? `Learn ${request.option}` : request.option;
  return title.slice(0, LIMITS.title);
}
