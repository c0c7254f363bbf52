/** Backend, local runtime and infrastructure tests. The web app has its own runner (vitest, see web/). */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest'],
    // cognito-local (run in-process by the local-runtime tests) pulls in ESM-only packages via otplib.
    '^.+\\.m?js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@scure|@otplib|otplib|@noble)/)'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
  // `npm run test:stress` shuffles the tests of each file (the seed is printed) to prove no test depends on another.
  randomize: process.env.STRIDE_TEST_SHUFFLE === '1',
};
