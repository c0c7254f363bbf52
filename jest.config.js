/**
 * Backend, local runtime and infrastructure tests. The web app has its own runner (vitest, see web/).
 * Three projects: `pure` needs nothing running (the planner, domain rules, the benches' arithmetic) and starts at once; `stack`
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
};

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: 2,
  // A global option: jest-circus reads only the run's testTimeout, so one set inside a project is ignored
  // (tests then had 5 s, which a loaded 2-core machine overran in the import and limits tests).
  testTimeout: 30000,
  // `npm run test:stress` shuffles the tests of each file (the seed is printed) to prove no test depends on another.
  randomize: process.env.STRIDE_TEST_SHUFFLE === '1',
  projects: [
    {
      ...shared,
      displayName: 'pure',
      roots: ['<rootDir>/test/domain', '<rootDir>/test/roadmap', '<rootDir>/test/bench'],
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
      roots: ['<rootDir>/test/handlers', '<rootDir>/test/app', '<rootDir>/test/store', '<rootDir>/test/local'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
