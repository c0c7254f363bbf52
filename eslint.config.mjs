// ESLint (flat config): the project's boundaries, enforced. `npm test` runs it (npm run lint).
import { basename } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noRestrictedImports = builtinRules.get('no-restricted-imports');

/** File names are kebab-case (`task-list.tsx`, `create-goal.ts`), as bulletproof-react asks. */
const stride = {
  rules: {
    'kebab-case-files': {
      meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case.' } },
      create(context) {
        return {
          Program(node) {
            const name = basename(context.filename).replace(/(\.(test|spec|bench|config|d))?\.(m?[jt]sx?|mts)$/, '');
            if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))
              context.report({ node, messageId: 'name', data: { name: basename(context.filename) } });
          },
        };
      },
    },
    /**
     * `no-restricted-imports` for `import('…')`, which that rule does not look at (decision 072): the same
     * options, matched by ESLint's own rule, so a lazy import is held to the layers a static one is.
     */
    'no-restricted-dynamic-imports': {
      meta: { ...noRestrictedImports.meta, docs: { description: 'no-restricted-imports, for import() expressions' } },
      create(context) {
        const check = noRestrictedImports.create(context).ImportDeclaration;
        return {
          ImportExpression(node) {
            const { source } = node;
            const literal =
              source.type === 'Literal' && typeof source.value === 'string'
                ? source.value
                : source.type === 'TemplateLiteral' && source.expressions.length === 0
                  ? source.quasis[0].value.cooked
                  : undefined;
            // A computed path cannot be checked here; none is used in the backend.
            if (literal === undefined) return;
            // The whole module is loaded: checked as `import * as`, so a rule allowing some names only refuses it.
            const whole = {
              type: 'ImportNamespaceSpecifier',
              loc: source.loc,
              range: source.range,
              local: { type: 'Identifier', name: '*' },
            };
            check({ ...node, type: 'ImportDeclaration', source: { ...source, value: literal }, specifiers: [whole] });
          },
        };
      },
    },
  },
};

/** `no-restricted-imports` patterns, each with the reason a developer will read. */
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'stride/no-restricted-dynamic-imports': ['error', { patterns }],
});
const AMPLIFY = { group: ['aws-amplify', 'aws-amplify/*'], message: 'Only web/src/lib/ talks to Amplify: import from @/lib/auth.' };
const FEATURES = {
  group: ['@/features/*', '../*/**'],
  message:
    'Features do not import each other (or reach out of their folder): move shared code down to components/, api/ or lib/, and compose features in app/.',
};
const UPWARD = {
  group: ['@/features/*', '@/app/*'],
  message: 'Shared layers (components/, api/, lib/, config/) never import features or the app.',
};
const BACKEND_IN_WEB = {
  regex: '^((\\.\\./)+(lambdas|lib|local|bin)/|@aws-sdk/)',
  message: 'The web shares only the contract (@contract) with the backend.',
};
const NO_WEB_OR_AWS_IN_CONTRACT = {
  group: [
    '@aws-sdk/*',
    'aws-cdk-lib',
    'aws-cdk-lib/*',
    'react',
    'react-*',
    'node:*',
    '**/lambdas/**',
    '**/lib/**',
    '**/local/**',
    '**/web/**',
  ],
  message: 'contract/ is neutral: no AWS, React or Node-only dependency, and nothing from the layers that import it.',
};

/**
 * The backend's layers (decision 030): handlers → app (use cases) → store (entities) → dynamo, with the
 * roadmap planner and domain beneath them all. A layer never imports one above it, handlers never
 * reach past app/ into store/, and only store/ talks to DynamoDB.
 */
const layers = (names, message) => ({ group: names.flatMap((n) => [`**/${n}`, `**/${n}/**`]), message });
const DYNAMO = {
  group: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '**/store/dynamo'],
  message: 'Only lambdas/store/ talks to DynamoDB: add an entity function there.',
};
/**
 * The store functions a handler may call itself (decision 073): each is a whole route on its own — one
 * entity's read, or one conditional write or transaction — with nothing to orchestrate, so a module in
 * app/ that only passed it on would hide which layer does the work. Anything more (a planner, the bus,
 * a second entity, a step before or after) is a use case in app/, and leaves this list.
 */
const ROUTE_STORE_CALLS = [
  // goals
  'getGoalWithRoadmap',
  'renameGoal',
  // tasks and steps
  'addGoalTask',
  'updateGoalTask',
  'deleteGoalTask',
  'setStepDone',
  'createPersonalTask',
  'updatePersonalTask',
  'deletePersonalTask',
  // data, calendar, account
  'getFeed',
  'resetFeed',
  'deleteFeed',
  'updateProfileName',
  'setReminders',
  'unsubscribe',
];
/**
 * What a store module may take from another (decision 088): `dynamo`, and of the other entities only
 * what describes their items — key builders, item mappers and accessors — and the transaction parts
 * that keep a counter right in the same write (a plan slot, a quota, the history index, an
 * idempotency key). Reading or writing another entity is a step of a use case: app/.
 */
const STORE_SHARES = [
  '\\w+(Key|Sk|Pk|Prefix)',
  '\\w+(ToItems?|FromItem)',
  'newGoalItem|datesOf|calendarOf|scheduleOf|placementOf|dayIdOf|userZone|secretDigest|GSI1|TABLE_KEYS',
  'takeGoalSlot|releaseGoalSlot|takePersonalTaskSlots|releasePersonalTaskSlots|slotRefused',
  'countGeneration|quotaExceeded|epochSeconds|recordIdempotencyKey|enterHistory|LEAVE_HISTORY',
  // The goal item's attempt and lease (store/attempt.ts), which generation and adjustment share.
  'claimAttempt|failAttempt|holdsAttempt|stuckSince|whileHeld|isStuck',
  // A draft's encoding and a task's changes, as the API shows them (store/adjust-draft.ts, store/task.ts).
  'encodeDraft|decodeDraft|taskChange|withIds',
];
/** Every store module is held to STORE_SHARES: none reads or writes another entity (decision 095). */
const STORE_SIBLINGS = {
  group: ['./*', '!./dynamo'],
  allowImportNamePattern: `^(${STORE_SHARES.join('|')})$`,
  allowTypeImports: true,
  message:
    'A store module takes dynamo and other entities’ keys, item mappers and counter parts only: reading or writing another entity is a use case’s step (app/, decision 095).',
};
const BACKEND_LAYERS = {
  'lambdas/handlers/**': [
    {
      ...layers(
        ['store'],
        'Handlers call use cases (app/), or one of the store calls that is a whole route on its own (ROUTE_STORE_CALLS, decision 073).',
      ),
      allowImportNames: ROUTE_STORE_CALLS,
      allowTypeImports: true,
    },
    {
      group: ['**/roadmap/**', '!**/roadmap/job'],
      message: 'Handlers reach the planner through a use case (app/); only the generation event’s schema (roadmap/job) is theirs to read.',
    },
    DYNAMO,
  ],
  'lambdas/app/**': [layers(['handlers'], 'Use cases (app/) do not import handlers: handlers call use cases.'), DYNAMO],
  'lambdas/store/**': [
    layers(
      ['handlers', 'app', 'roadmap'],
      'store/ keeps entities: a use case that needs the planner, or runs several steps, belongs in app/.',
    ),
    STORE_SIBLINGS,
  ],
  'lambdas/roadmap/**': [
    layers(['handlers', 'app', 'store'], 'roadmap/ is a pure planner: it knows no table. Reading and saving goals is a use case (app/).'),
    DYNAMO,
  ],
  'lambdas/domain/**': [
    layers(['handlers', 'app', 'store', 'roadmap'], 'domain/ is pure rules and types, beneath every other layer.'),
    { group: ['@aws-sdk/*'], message: 'domain/ is pure: no AWS SDK.' },
  ],
};

/** Benches and scripts run the backend as a request would (decision 088). */
const OUTSIDE_THROUGH_APP = {
  group: ['**/lambdas/store/**'],
  message:
    'Benches and scripts go through app/ (or the API), as a request would. One that measures or operates the store itself says why in an eslint-disable comment.',
};
/** The stack wires functions by their entries and events; it runs none of their code. */
const STACK_RUNS_NO_USE_CASE = {
  group: ['**/lambdas/app/**', '**/lambdas/handlers/**'],
  message:
    'The stack takes event names and routes from contract/ and the functions from lambdas/functions.ts, never from a use case or handler.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      'coverage/**',
      'test-results/**',
      'test-logs/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { stride },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'stride/kebab-case-files': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['test/**', 'e2e/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  { files: ['contract/**'], rules: restrict(NO_WEB_OR_AWS_IN_CONTRACT) },
  ...Object.entries(BACKEND_LAYERS).map(([files, patterns]) => ({ files: [files], rules: restrict(...patterns) })),
  { files: ['scripts/**', 'bench/**'], rules: restrict(OUTSIDE_THROUGH_APP) },
  { files: ['lib/**', 'bin/**'], rules: restrict(STACK_RUNS_NO_USE_CASE) },
  // The service worker runs in its own global scope (self, caches, clients), not the page's.
  { files: ['web/public/sw.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict(AMPLIFY, BACKEND_IN_WEB) },
  },
  { files: ['web/src/features/**'], rules: restrict(AMPLIFY, BACKEND_IN_WEB, FEATURES) },
  { files: ['web/src/components/**', 'web/src/api/**', 'web/src/config/**'], rules: restrict(AMPLIFY, BACKEND_IN_WEB, UPWARD) },
  { files: ['web/src/lib/**'], rules: restrict(BACKEND_IN_WEB, UPWARD) },
  // The test harness mocks Amplify's module where a test imports it (Cognito cannot run in jsdom).
  { files: ['web/src/test/**', 'web/src/**/*.test.tsx'], rules: restrict(BACKEND_IN_WEB) },
);
