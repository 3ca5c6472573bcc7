// Shared Jest settings: SWC transpiles TypeScript (with decorator metadata for NestJS) and
// each project writes a JSON report that .ci/run sums into one "N passed, N failed" line.
const path = require('node:path');

/** @param {string} projectName @param {{ react?: boolean }} options */
module.exports = function jestPreset(projectName, options = {}) {
  return {
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true, tsx: Boolean(options.react) },
            transform: {
              legacyDecorator: true,
              decoratorMetadata: true,
              ...(options.react ? { react: { runtime: 'automatic' } } : {}),
            },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@draftmode/(domain|draft-core|grading|players)$': path.join(__dirname, 'libs/$1/src/index.ts'),
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
    reporters: [
      'default',
      [
        path.join(__dirname, 'infra/scripts/jest-json-reporter.cjs'),
        { outputFile: path.join(__dirname, 'reports', `jest-${projectName}.json`) },
      ],
    ],
  };
};
