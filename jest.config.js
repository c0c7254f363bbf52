/**
 * Backend, local runtime and infrastructure tests. The web app has its own runner (vitest, see web/).
 * Three projects: `pure` needs nothing running (the planner, domain rules) and starts at once; `stack`
 * synthesises the CDK app (bundling every function: tens of seconds); `dynamo` shares one DynamoDB
 * Local for the run. `npm run test:fast` runs `pure` and the web tests.
 */
const shared = {
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest'],
    // cognito-local (run in-process by the local-runtime tests) pulls in ESM-only packages via otplib.
    '^.+\\.m?js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@scure|@otplib|otplib|@noble)/)'],
  testTimeout: 30000,
};

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: 2,
  // A global option: inside a project jest ignores it and gives each test and hook the default 5 s, which a
  // loaded machine's DynamoDB Local exceeds in set-up.
  testTimeout: shared.testTimeout,
  // `npm run test:stress` shuffles the tests of each file (the seed is printed) to prove no test depends on another.
  randomize: process.env.STRIDE_TEST_SHUFFLE === '1',
  projects: [
    {
      ...shared,
      displayName: 'pure',
      roots: ['<rootDir>/test/domain', '<rootDir>/test/roadmap'],
      globalSetup: '<rootDir>/test/support/quiet-env.ts',
    },
    {
      ...shared,
      displayName: 'stack',
      roots: ['<rootDir>/test/infra'],
      globalSetup: '<rootDir>/test/support/quiet-env.ts',
    },
    {
      ...shared,
      displayName: 'dynamo',
      roots: ['<rootDir>/test/handlers', '<rootDir>/test/local'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
