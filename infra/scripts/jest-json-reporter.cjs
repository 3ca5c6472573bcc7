// Writes a Jest run's totals to a JSON file so that .ci/run can add up every suite, with the
// suites that failed (a failing test, or an error outside any test such as an afterAll hook) so
// the last lines of a CI log say which one.
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname, relative } = require('node:path');

class JestJsonReporter {
  constructor(globalConfig, options) {
    this.rootDir = globalConfig.rootDir;
    this.outputFile = options.outputFile;
  }

  onRunComplete(_contexts, results) {
    mkdirSync(dirname(this.outputFile), { recursive: true });
    const failedSuites = results.testResults
      .filter((suite) => suite.numFailingTests > 0 || suite.testExecError)
      .map((suite) => ({
        path: relative(this.rootDir, suite.testFilePath),
        tests: suite.testResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
        // An error outside any test (an afterAll hook) can come with an empty message and the error in its stack.
        error: (suite.testExecError?.message || suite.testExecError?.stack || suite.failureMessage || '')
          .replace(/\u001b\[[0-9;]*m/g, '')
          .slice(0, 600),
      }));
    const totals = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      failedSuites,
    };
    writeFileSync(this.outputFile, JSON.stringify(totals));
  }
}

module.exports = JestJsonReporter;
