const preset = require('../../jest.preset.cjs');

module.exports = { ...preset('domain'), displayName: 'domain', testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
