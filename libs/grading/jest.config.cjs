const preset = require('../../jest.preset.cjs');

module.exports = { ...preset('grading'), displayName: 'grading', testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
