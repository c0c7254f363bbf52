/**
 * `npm run roadmap -- --option "Physical Fitness" --current "I sit all day" --target "run 5 km" --minutes 30 [--weeks N] [--provider …]`:
 * prints one plan in the terminal, for reading and reviewing content. Custom goals: `--title` and `--description`.
 */
import { parseArgs } from 'node:util';
import { CATALOG } from '../../contract';
import { generateRoadmap, providerFromEnv } from '../../lambdas/roadmap';
import { ENV } from '../../lambdas/env';
import { planText } from './plan-text';

const { values } = parseArgs({
  options: {
    option: { type: 'string', default: 'Custom' },
    title: { type: 'string' },
    description: { type: 'string' },
    current: { type: 'string', default: 'beginner' },
    target: { type: 'string', default: 'intermediate' },
    minutes: { type: 'string', default: '30' },
    weeks: { type: 'string' },
    provider: { type: 'string', default: process.env[ENV.roadmapProvider] ?? 'builtin' },
  },
});
const category = CATALOG.find((c) => c.options.includes(values.option));
if (!category) {
  console.error(`Unknown option "${values.option}". Options: ${CATALOG.flatMap((c) => c.options).join(', ')}`);
  process.exit(2);
}
process.env[ENV.roadmapProvider] = values.provider;
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
    },
  },
  providerFromEnv(),
)
  .then((plan) => console.log(planText(plan)))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
