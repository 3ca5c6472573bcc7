const preset = require('../../jest.preset.cjs');

module.exports = { ...preset('draft-core'), displayName: 'draft-core', testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
