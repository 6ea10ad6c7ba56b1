#!/usr/bin/env node
// Adds up the JSON reports every Vitest run writes to .test-results/ and prints one closing line,
// "Tests: N passed, N failed, N skipped", so CI and people see how many tests ran across the whole repo.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', '.test-results');

if (process.argv.includes('--reset')) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.exit(0);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
for (const file of readdirSync(dir, { withFileTypes: true })) {
  if (!file.isFile() || !file.name.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(dir, file.name), 'utf8'));
  const p = report.numPassedTests ?? 0;
  // A file that fails to load has no failed test but a failed suite: count it then, so it cannot pass unseen.
  const f = (report.numFailedTests ?? 0) || (report.numFailedTestSuites ?? 0);
  const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  passed += p;
  failed += f;
  skipped += s;
  lines.push(`  ${file.name.replace(/\.json$/, '').padEnd(24)} ${p} passed, ${f} failed, ${s} skipped`);
}
console.log('\nTest suites:');
console.log(lines.join('\n') || '  (no reports found)');
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
