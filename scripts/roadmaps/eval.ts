/**
 * `npm run eval:roadmaps [-- --provider builtin|openai|bedrock]`: generates plans over the onboarding
 * matrix — every option, three levels, 15/30/60 minutes a day, and custom goals — and prints the
 * plan-quality figures of each option (metrics.ts), the worst overlap with another option of its
 * category, the honesty figures (honesty.ts), the person-and-target figures (people.ts), the person's week on
 * every track of every option (track-matrix.ts), and one sample plan per category. Runs against any configured
 * provider, so a local model can be compared with the builtin planner.
 */
import { parseArgs } from 'node:util';
import { CATALOG, SPREAD_WEEKDAYS } from '../../contract';
import { generateRoadmap, providerFromEnv, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { ENV } from '../../lambdas/env';
import { explainedWeeks } from '../../lambdas/roadmap/builtin/describe';
import { honestyFigures } from './honesty';
import { PEOPLE, peopleFigures } from './people';
import { longDaysIn, minutesOf, overlap, planMetrics, twiceIn, uncountableIn, type PlanMetrics } from './metrics';
import { planText } from './plan-text';
import { TRACK_WEEKS, trackFigures, type TrackRow } from './track-matrix';

const { values } = parseArgs({
  options: {
    provider: { type: 'string', default: process.env[ENV.roadmapProvider] ?? 'builtin' },
    'table-only': { type: 'boolean', default: false },
    // The weeks behind the second table's misses, each with its days, to find their class (#39 item 2).
    offenders: { type: 'boolean', default: false },
    // Only the tracks' table (decision 248), for a quick reading while writing a track's short forms.
    'tracks-only': { type: 'boolean', default: false },
  },
});
process.env[ENV.roadmapProvider] = values.provider;
const provider = providerFromEnv();

const LEVELS = [
  { current: 'complete beginner, I have never tried', target: 'confident at an intermediate level' },
  { current: 'some experience, I practise now and then', target: 'advanced' },
  { current: 'I sit all day and know almost nothing', target: 'the basics, done every day' },
];
const MINUTES = [15, 30, 60];
/** The person's days for each daily time: 2 to 7 a week, spread (contract SPREAD_WEEKDAYS), so every week shape is read. */
const DAYS: Record<number, number[]> = { 15: [5, 7], 30: [3, 4], 60: [2, 6] };
const CUSTOM: RoadmapRequest[] = [
  {
    category: 'custom',
    option: 'Custom',
    title: 'Learn to sail',
    description: 'Sail a dinghy alone on a lake',
    answers: { currentLevel: 'never sailed', targetLevel: 'sail alone in light wind', dailyMinutes: 30 },
  },
  {
    category: 'custom',
    option: 'Custom',
    title: 'Bake sourdough bread',
    description: 'Bake a good loaf every weekend',
    answers: { currentLevel: 'I bake from mixes', targetLevel: 'an open-crumb loaf', dailyMinutes: 60 },
  },
  // A goal no kind of custom goal matches (custom.ts), so the row measures the generic template too.
  {
    category: 'custom',
    option: 'Custom',
    title: "Solve a Rubik's cube",
    description: 'Solve the cube without looking up the moves',
    answers: { currentLevel: 'I have never solved one', targetLevel: 'solve it in under 2 minutes', dailyMinutes: 15 },
    daysPerWeek: 6,
    weekdays: [...SPREAD_WEEKDAYS[6]!],
  },
];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** A week the second table counts against its option: over the person's time, or under 80% and not explained. */
interface Offender {
  option: string;
  who: string;
  week: string;
  why: string;
  days: string[];
}
const offenders: Offender[] = [];
/** Milestones counting what their weeks do not schedule, with whose plan they are in (printed with --offenders). */
const uncounted: string[] = [];
/** Tasks a week holds twice that are not said as daily, with whose plan they are in (printed with --offenders). */
const doubled: string[] = [];

interface Row {
  category: string;
  option: string;
  metrics: PlanMetrics;
  /** Weeks using ≥ 80% of the person's time, or named in the plan as using less on purpose (decision 101). */
  usedOrExplained: number;
  plans: RoadmapPlan[];
}

async function evaluate(requests: RoadmapRequest[]): Promise<Omit<Row, 'category' | 'option'>> {
  const plans: RoadmapPlan[] = [];
  const all: PlanMetrics[] = [];
  const explained: number[] = [];
  for (const request of requests) {
    const plan = await generateRoadmap(request, provider);
    plans.push(plan);
    const days = request.weekdays?.length ?? 5;
    all.push(planMetrics(plan, request.answers.dailyMinutes, days));
    const named = explainedWeeks(plan.description);
    const minutes = minutesOf;
    const given = request.answers.dailyMinutes * days;
    explained.push(plan.weeks.filter((w, k) => named.has(k + 1) || minutes(w) >= given * 0.8).length / plan.weeks.length);
    for (const miss of uncountableIn(plan))
      uncounted.push(
        `${request.option}, ${request.answers.dailyMinutes} × ${days}, “${request.answers.targetLevel}”: ${miss.milestone} (counts ${miss.counts}, ${miss.scheduled} scheduled)`,
      );
    plan.weeks.forEach((w, k) => {
      for (const title of twiceIn(w))
        doubled.push(
          `${request.option}, ${request.answers.dailyMinutes} × ${days}, “${request.answers.targetLevel}”, week ${k + 1}: ${title}`,
        );
      const used = minutes(w);
      const why = used > given * 1.1 ? 'over' : used < given * 0.8 && !named.has(k + 1) ? 'under, unexplained' : '';
      if (!why) return;
      offenders.push({
        option: request.option,
        who: `${request.answers.dailyMinutes} × ${days}, “${request.answers.currentLevel}” → “${request.answers.targetLevel}”`,
        week: w.title,
        why: `${why}: ${used} of ${given} minutes`,
        days: w.days.map((d) => `${d.title} — ${d.tasks.map((t) => `${t.title} [${t.estimatedMinutes}]`).join(' | ')}`),
      });
    });
  }
  const metrics = Object.fromEntries(
    Object.keys(all[0]!).map((k) => [k, mean(all.map((m) => m[k as keyof PlanMetrics]))]),
  ) as unknown as PlanMetrics;
  return { metrics, plans, usedOrExplained: mean(explained) };
}

/**
 * The person's week on each track (decision 248): the general table's figures for the plans of every track,
 * grouped by option, and the worst tracks beneath.
 */
async function printTracks() {
  const rows = await trackFigures(provider);
  const at = TRACK_WEEKS.map((w) => `${w.minutes} × ${w.days}`).join(', ');
  console.log(
    `\nThe person's week on each track, provider ${provider.name} (${rows.length} tracks, one person each, at ${at} minutes × days; targets as the table above)`,
  );
  const named = (r: TrackRow) => `${r.option}: ${r.track}`;
  const pctOr = (x: number | undefined) => (x === undefined ? '—' : pct(x));
  // Custom last, as in the tables above.
  const options = [...new Set(rows.map((r) => r.option))].sort((a, b) => Number(a === 'Custom') - Number(b === 'Custom'));
  for (const option of options) {
    console.log(`\n${option}\n`);
    console.log(
      '| track | within time | over, said | repeating | distinct titles, ≥ 12 weeks | dangling | uncountable | a part | a task twice |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of rows.filter((r) => r.option === option))
      console.log(
        `| ${r.track} | ${pct(r.withinTime)} | ${pct(r.overSaid)} | ${pct(r.repeating)} | ${pctOr(r.distinctLong)} | ${r.dangling} | ${r.uncountable} | ${pct(r.parts)} | ${pct(r.twice)} |`,
      );
  }
  const worst = (by: 'parts' | 'repeating' | 'twice') =>
    [...rows]
      .sort((a, b) => b[by] - a[by])
      .slice(0, 15)
      .filter((r) => r[by] > 0)
      .map((r) => `${named(r)} ${pct(r[by])}`)
      .join(', ');
  // (A week over only by its one long day, said, is "over, said": within time and it together make the week a person was told of.)
  const under = rows.filter((r) => r.withinTime < 0.95);
  console.log(
    `\nUnder 95% within time: ${under.length} of ${rows.length} tracks (${under.filter((r) => r.withinTime + r.overSaid >= 0.95).length} of them at 95% or more with the weeks over, said): ${under.map((r) => `${named(r)} ${pct(r.withinTime)} (+${pct(r.overSaid)} said)`).join(', ') || 'none'}.`,
  );
  console.log(`\nWorst 15 by weeks that are a part: ${worst('parts') || 'none'}.`);
  console.log(`Worst 15 by weeks repeating an earlier one: ${worst('repeating') || 'none'}.`);
  console.log(`Worst 15 by weeks with a task twice: ${worst('twice') || 'none'}.`);
  const sum = (k: 'dangling' | 'uncountable') => rows.reduce((n, r) => n + r[k], 0);
  console.log(`Over the tracks: ${sum('dangling')} dangling references, ${sum('uncountable')} uncountable milestones.`);
  await printLanguageDays();
}

/** Language learners at short days (decision 317): a lesson longer than the day is done over days, not as one long day. */
const SHORT_DAY_LEARNERS: [string, string, string, number, number][] = [
  ['Italian', 'I know a few words', 'order food and chat on holiday in Sicily in May', 15, 3],
  ['Korean', 'I can read Hangul', "talk to my girlfriend's parents in Korean at Chuseok", 10, 4],
  ['Japanese', 'I can read hiragana', 'read manga without a dictionary', 20, 6],
  ['Hindi', 'complete beginner', 'talk with my husband’s family at our wedding in Jaipur', 20, 5],
  ['Spanish', 'complete beginner', 'order in restaurants on a trip to Mexico', 10, 2],
  ['French', 'A2', 'pass DELF B1', 15, 5],
  ['German', 'beginner', 'talk to colleagues at work in Munich', 20, 3],
  ['Chinese', 'complete beginner', 'chat with my in-laws', 15, 7],
];

/** Days of language plans at short days over the person's day and a tenth, said or not (decision 317). */
async function printLanguageDays() {
  const counts = await Promise.all(
    SHORT_DAY_LEARNERS.map(async ([option, currentLevel, targetLevel, dailyMinutes, days]) => {
      const category = CATALOG.find((c) => c.options.includes(option))!.id;
      const plan = await generateRoadmap(
        {
          category,
          option,
          answers: { currentLevel, targetLevel, dailyMinutes },
          daysPerWeek: days,
          weekdays: [...SPREAD_WEEKDAYS[days]!],
        },
        provider,
      );
      const all = plan.weeks.flatMap((w) => w.days.map((d) => d.tasks.reduce((n, t) => n + t.estimatedMinutes, 0)));
      // (Unsaid: over and not the one long session its week names, "Day 2 takes 20 minutes for its session", decision 373.)
      const unsaid = longDaysIn(plan, dailyMinutes).length;
      return { who: `${option} ${dailyMinutes} × ${days}`, over: all.filter((m) => m > dailyMinutes * 1.1).length, unsaid, of: all.length };
    }),
  );
  const total = counts.reduce((n, c) => n + c.over, 0);
  const of = counts.reduce((n, c) => n + c.of, 0);
  const unsaid = counts.reduce((n, c) => n + c.unsaid, 0);
  console.log(
    `Language days over their minutes at short days (10–20 minutes, said or not): ${total} of ${of} — ${counts.map((c) => `${c.who} ${c.over}/${c.of}`).join(', ')}; unsaid in their week: ${unsaid} (${counts.map((c) => `${c.who} ${c.unsaid}`).join(', ')}).`,
  );
}

async function main() {
  if (values['tracks-only']) return printTracks();
  const rows: Row[] = [];
  for (const category of CATALOG.filter((c) => c.id !== 'custom')) {
    for (const option of category.options) {
      const requests = LEVELS.flatMap((l, k) =>
        MINUTES.map((m) => {
          const weekdays = [...SPREAD_WEEKDAYS[DAYS[m]![k % 2]!]!];
          return {
            category: category.id,
            option,
            answers: { currentLevel: l.current, targetLevel: l.target, dailyMinutes: m },
            daysPerWeek: weekdays.length,
            weekdays,
          };
        }),
      );
      rows.push({ category: category.id, option, ...(await evaluate(requests)) });
    }
  }
  rows.push({ category: 'custom', option: `Custom (${CUSTOM.length} goals)`, ...(await evaluate(CUSTOM)) });

  const worstOverlap = (row: Row) =>
    Math.max(
      0,
      ...rows
        .filter((r) => r !== row && r.category === row.category && r.category !== 'custom')
        .map((r) => overlap(row.plans[1]!, r.plans[1]!)),
    );
  console.log(
    `Plan quality, provider ${provider.name} (${LEVELS.length} levels × ${MINUTES.length} daily times per option; targets: distinct ≥ 60%, echo ≤ 20%, quantity ≥ 50%, overlap < 10%, cut ≤ 5%)\n`,
  );
  console.log(
    '| option | distinct titles | echo the week theme | carry a quantity | overlap with a sibling | minutes off the week’s time | tasks cut short |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const m = row.metrics;
    console.log(
      `| ${row.option} | ${pct(m.distinct)} | ${pct(m.themeEcho)} | ${pct(m.quantity)} | ${row.category === 'custom' ? '—' : pct(worstOverlap(row))} | ${pct(m.minuteMiss)} | ${pct(m.cut)} |`,
    );
  }
  // The person's week (decision 055, #39): 2 to 7 days a week over the matrix.
  console.log(
    `\nThe person's week, provider ${provider.name} (2–7 days a week; targets: days held 100%, within time 100%, used ≥ 80% or explained 100%, repeating ≤ 10%, dangling 0, uncountable 0, odd lengths 0%, long days unsaid 0%)\n`,
  );
  console.log(
    '| option | days a week held | weeks within time | weeks over, said | weeks using ≥ 80% | … or explained | weeks repeating an earlier one | dangling references | uncountable milestones | odd lengths in words | days over their minutes, unsaid | drills repeated in set words | weeks that are a part | light days | weeks with a task twice |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const m = row.metrics;
    const count = (x: number) => String(Math.round(x * row.plans.length));
    console.log(
      `| ${row.option} | ${pct(m.daysHeld)} | ${pct(m.withinTime)} | ${pct(m.overSaid)} | ${pct(m.used)} | ${pct(row.usedOrExplained)} | ${pct(m.repeating)} | ${count(m.dangling)} | ${count(m.uncountable)} | ${pct(m.oddLengths)} | ${pct(m.longDays)} | ${pct(m.rounds)} | ${pct(m.parts)} | ${pct(m.lightDays)} | ${pct(m.twice)} |`,
    );
  }
  const total = (k: 'dangling' | 'uncountable') => rows.reduce((n, r) => n + Math.round(r.metrics[k] * r.plans.length), 0);
  console.log(`\nOver the matrix: ${total('dangling')} dangling references, ${total('uncountable')} uncountable milestones.`);
  await printTracks();
  if (values.offenders) {
    console.log(`\nWeeks over the person's time or under 80% unexplained (${offenders.length}):`);
    for (const o of offenders) console.log(`\n- ${o.option}, ${o.who}: ${o.week} (${o.why})\n${o.days.map((d) => `    ${d}`).join('\n')}`);
    console.log(
      `\nMilestones counting what their weeks do not schedule (${uncounted.length}):\n${uncounted.map((u) => `- ${u}`).join('\n')}`,
    );
    console.log(`\nTasks a week holds twice, not said as daily (${doubled.length}):\n${doubled.map((u) => `- ${u}`).join('\n')}`);
  }
  const h = await honestyFigures(provider);
  console.log(`\nHonesty, provider ${provider.name} (decision 029: realistic and sloppy answers, 15/30/60 minutes a day)\n`);
  console.log('| figure | value | threshold |');
  console.log('|---|---|---|');
  for (const [label, value, threshold] of [
    ['targets reached, or where the plan stops and what remains said', h.targetsSaid, '100%'],
    ['weeks tagged with a level or distance the plan does not reach', h.levelsOverclaimed, '0%'],
    ['tasks given fewer minutes than their title states', h.sessionsCut, '≤ 5%'],
    ['easy sessions labelled hard', h.mislabelled, '0%'],
    ['options whose first week changes for a stated experience', h.firstWeekChanges, '100%'],
    ['denied experience planned as a beginner’s', h.negationsRead, '100%'],
    ['targets outside a curriculum said to be outside it', h.outsideSaid, '100%'],
    ['short-course targets that take longer planned "towards", with what they take said', h.longerSaid, '100%'],
  ] as const) {
    console.log(`| ${label} | ${pct(value)} | ${threshold} |`);
  }
  const p = await peopleFigures(provider);
  console.log(
    `\nThe person and the target, provider ${provider.name} (issue #36: ${PEOPLE.length} people in their own words, 2–7 days, 10–90 minutes)\n`,
  );
  console.log('| figure | value | threshold |');
  console.log('|---|---|---|');
  for (const [label, value] of [
    ['targets served: a task of the target’s own kind in the plan', p.targetsServed],
    ['constraints honoured: what the person said of themselves changes a task', p.constraintsHonoured],
    ['levels placed: the target read at its true milestone', p.levelsPlaced],
  ] as const) {
    console.log(`| ${label} | ${pct(value)} | 100% |`);
  }
  for (const miss of p.misses) console.log(`- ${miss}`);
  if (values['table-only']) return;
  for (const category of CATALOG) {
    const row = rows.find((r) => r.category === category.id)!;
    const plan = row.plans[1]!;
    console.log(
      `\n---------------------------------------------------------------------------\nSample (${category.label}): ${row.option}, 30 minutes a day — weeks 1, 2 and the last\n`,
    );
    console.log(planText(plan, { weeks: [0, 1, plan.weeks.length - 1] }));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
