const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset('backend'),
  displayName: 'backend',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
