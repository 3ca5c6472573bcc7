const preset = require('../jest.preset.cjs');

const base = preset('frontend', { react: true });

module.exports = {
  ...base,
  displayName: 'frontend',
  testEnvironment: 'jsdom',
  // Component tests drive forms with user-event: a few seconds on a busy machine (CI runs two projects at once).
  testTimeout: 20_000,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    // The browser entry of the players lib, as in vite.config.ts (the importers need Node).
    '^@draftmode/players$': '<rootDir>/../libs/players/src/browser.ts',
    ...base.moduleNameMapper,
    '\\.(css)$': 'identity-obj-proxy',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
};
