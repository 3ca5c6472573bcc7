// `npm run test:deploy`: the compose deployment's pieces (nginx.conf, its upstream template, the
// backend's production settings) run here without Docker. Its totals go to reports/jest-deploy.json.
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset('deploy'),
  displayName: 'deploy',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.deploy-spec.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
