// Writes a Jest run's totals to a JSON file so that .ci/run can add up every suite.
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

class JestJsonReporter {
  constructor(_globalConfig, options) {
    this.outputFile = options.outputFile;
  }

  onRunComplete(_contexts, results) {
    mkdirSync(dirname(this.outputFile), { recursive: true });
    const totals = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    writeFileSync(this.outputFile, JSON.stringify(totals));
  }
}

module.exports = JestJsonReporter;
