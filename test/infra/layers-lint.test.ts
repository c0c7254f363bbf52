import { execFileSync } from 'node:child_process';

/**
 * The backend's layers as lint holds them (eslint.config.mjs, decisions 030, 072, 073, 088), run on small
 * sources as if they were files of a layer: what it refuses, and what it lets through. ESLint loads its
 * config with import(), which jest's module sandbox cannot, so the probes are linted in one child Node.
 */
type Probe = { filePath: string; code: string };

function lint(probes: Probe[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const probes = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    Promise.all(probes.map(async (p) => (await eslint.lintText(p.code, { filePath: p.filePath }))[0].messages.map((m) => m.ruleId + ': ' + m.message)))
      .then((all) => process.stdout.write(JSON.stringify(all)));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(probes)], { encoding: 'utf8' })) as string[][];
}

const lazyStore = "export const f = async () => (await import('../store/goal')).goalSk('g');\n";
const lazyPlanner = "export const f = async () => (await import('../roadmap/preview')).previewPlan;\n";
const lazyDynamo = "export const f = async () => import('@aws-sdk/lib-dynamodb');\n";

describe('the layers lint holds', () => {
  it('holds a lazy import() to the layer rules a static import meets', () => {
    const [store, planner, dynamo, appPlanner, appStore] = lint([
      { filePath: 'lambdas/handlers/probe.ts', code: lazyStore },
      { filePath: 'lambdas/handlers/probe.ts', code: lazyPlanner },
      { filePath: 'lambdas/roadmap/probe.ts', code: lazyDynamo },
      // A use case may load the planner or a store module when it is first needed.
      { filePath: 'lambdas/app/probe.ts', code: lazyPlanner },
      { filePath: 'lambdas/app/probe.ts', code: lazyStore },
    ]);
    expect(store).toEqual([expect.stringMatching(/^stride\/no-restricted-dynamic-imports: .*'\.\.\/store\/goal'.*decision 073/)]);
    expect(planner).toEqual([expect.stringMatching(/^stride\/no-restricted-dynamic-imports: .*through a use case/)]);
    expect(dynamo).toEqual([expect.stringMatching(/^stride\/no-restricted-dynamic-imports: .*Only lambdas\/store\/ talks to DynamoDB/)]);
    expect(appPlanner).toEqual([]);
    expect(appStore).toEqual([]);
  });

  it('lets a handler call only the store functions that are a whole route, and read no other', () => {
    const [route, other, type] = lint([
      { filePath: 'lambdas/handlers/probe.ts', code: "import { renameGoal } from '../store/goal';\nexport const f = renameGoal;\n" },
      { filePath: 'lambdas/handlers/probe.ts', code: "import { goalSk } from '../store/goal';\nexport const f = goalSk;\n" },
      // Types carry no call: a handler may name the store's.
      { filePath: 'lambdas/handlers/probe.ts', code: "import type { Identity } from '../store/profile';\nexport type I = Identity;\n" },
    ]);
    expect(route).toEqual([]);
    expect(other).toEqual([expect.stringMatching(/^no-restricted-imports: 'goalSk' import from '\.\.\/store\/goal' is restricted/)]);
    expect(type).toEqual([]);
  });

  it('keeps a store module to dynamo and the other entities’ keys, item mappers and counter parts', () => {
    const [keys, read, lazyRead, type] = lint([
      {
        filePath: 'lambdas/store/probe.ts',
        code: "import { ddb } from './dynamo';\nimport { goalKey, goalFromItem } from './goal';\nimport { takeGoalSlot } from './profile';\nexport const f = [ddb, goalKey, goalFromItem, takeGoalSlot];\n",
      },
      { filePath: 'lambdas/store/probe.ts', code: "import { getGoalItem } from './goal';\nexport const f = getGoalItem;\n" },
      { filePath: 'lambdas/store/probe.ts', code: "export const f = async () => (await import('./read-goal')).readGoal;\n" },
      { filePath: 'lambdas/store/probe.ts', code: "import type { GoalItem } from './goal';\nexport type G = GoalItem;\n" },
    ]);
    expect(keys).toEqual([]);
    expect(read).toEqual([
      expect.stringMatching(/^no-restricted-imports: 'getGoalItem' import from '\.\/goal' is restricted.*decision 095/),
    ]);
    expect(lazyRead).toEqual([expect.stringMatching(/^stride\/no-restricted-dynamic-imports: .*'\.\/read-goal'.*decision 095/)]);
    expect(type).toEqual([]);
  });

  it('has the stack take event names from the contract, and benches and scripts go through app/', () => {
    const [stack, bench, script] = lint([
      {
        filePath: 'lib/probe.ts',
        code: "import { GOAL_DELETION_EVENT } from '../lambdas/app/goals/delete';\nexport const e = GOAL_DELETION_EVENT;\n",
      },
      { filePath: 'bench/probe.bench.ts', code: "import { userPk } from '../lambdas/store/user-key';\nexport const k = userPk;\n" },
      { filePath: 'scripts/probe.ts', code: "export const f = async () => (await import('../lambdas/app/data/export')).exportUser;\n" },
    ]);
    expect(stack).toEqual([expect.stringMatching(/^no-restricted-imports: .*never from a use case or handler/)]);
    expect(bench).toEqual([expect.stringMatching(/^no-restricted-imports: .*go through app\//)]);
    expect(script).toEqual([]);
  });
});
