const USAGE = `Prints one plan in the terminal, for reading and reviewing content.

  npm run roadmap -- --option "Physical Fitness" --current "I sit all day" --target "run 5 km" --minutes 30

  --option NAME       a catalogue option (default Custom; custom goals take --title and --description)
  --parts A,B,C       a custom goal's parts, in the order learnt
  --current WORDS     where you are (default "beginner")
  --target WORDS      where you want to be (default "intermediate")
  --minutes N         minutes a day (default 30)
  --days N            days a week (default 5), spread over the week
  --weekdays 1,3,6    the days themselves, 1 = Monday … 7 = Sunday (instead of --days)
  --start DATE        the first date, YYYY-MM-DD (default the next Monday)
  --brief             each week as one line of its days' sessions and minutes
  --weeks N           plan length (default: from the option's ladder and your time)
  --provider NAME     builtin | bedrock | openai (default: $ROADMAP_PROVIDER or builtin)
  --help              this text`;
import { parseArgs } from 'node:util';
import { addDays, CATALOG, planWeekdays, SPREAD_WEEKDAYS, todayIn, weekdayOf } from '../../contract';
import { generateRoadmap, providerFromEnv } from '../../lambdas/roadmap/generate';
import { ENV } from '../../lambdas/env';
import { planText } from './plan-text';

const parsed = (() => {
  try {
    return parseArgs({
      options: {
        option: { type: 'string', default: 'Custom' },
        title: { type: 'string' },
        description: { type: 'string' },
        parts: { type: 'string' },
        current: { type: 'string', default: 'beginner' },
        target: { type: 'string', default: 'intermediate' },
        minutes: { type: 'string', default: '30' },
        weeks: { type: 'string' },
        days: { type: 'string', default: '5' },
        weekdays: { type: 'string' },
        start: { type: 'string' },
        brief: { type: 'boolean', default: false },
        provider: { type: 'string', default: process.env[ENV.roadmapProvider] ?? 'builtin' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
})();
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const category = CATALOG.find((c) => c.options.includes(values.option));
if (!category) {
  console.error(`Unknown option "${values.option}". Options: ${CATALOG.flatMap((c) => c.options).join(', ')}`);
  process.exit(2);
}
process.env[ENV.roadmapProvider] = values.provider;
const monday = addDays(todayIn('UTC'), (8 - weekdayOf(todayIn('UTC'))) % 7 || 7);
const schedule = {
  startDate: values.start ?? monday,
  weekdays: values.weekdays ? values.weekdays.split(',').map(Number) : [...SPREAD_WEEKDAYS[Number(values.days)]!],
};
const weekdays = planWeekdays(schedule);
generateRoadmap(
  {
    category: category.id,
    option: values.option,
    ...(category.id === 'custom' && { title: values.title ?? 'My goal', description: values.description ?? 'A goal of my own' }),
    answers: {
      currentLevel: values.current,
      targetLevel: values.target,
      dailyMinutes: Number(values.minutes),
      ...(values.weeks && { weeks: Number(values.weeks) }),
      ...(values.parts && { parts: values.parts.split(',').map((p) => p.trim()) }),
    },
    daysPerWeek: weekdays.length,
    weekdays,
    startDate: schedule.startDate,
  },
  providerFromEnv(),
)
  .then((plan) => console.log(planText(plan, { brief: values.brief, schedule })))
  .catch((error: Error) => {
    // The user's reason, then what caused it (a curriculum file that fails its schema, a provider's refusal).
    console.error(error.message);
    if (error.cause) console.error('Caused by:', error.cause instanceof Error ? error.cause.message : error.cause);
    process.exit(1);
  });
