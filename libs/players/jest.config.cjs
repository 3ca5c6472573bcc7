const preset = require('../../jest.preset.cjs');

module.exports = { ...preset('players'), displayName: 'players', testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
