import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The annotation type with which specs/axe.spec.ts reports how many combinations a test checked. */
export const ACCESSIBILITY_COMBINATIONS = 'accessibility-combinations';

interface SpecTime {
  file: string;
  project: string;
  tests: number;
  seconds: number;
}

/**
 * Prints, after the list reporter, every test that passed only on a retry (a retry hides a flaky
 * test: each one listed is to be fixed, not given a longer timeout) and the spec files that took
 * longest; writes the per-spec times to test-results/run-summary.json for docs/testing.md.
 */
export default class RunSummary implements Reporter {
  private readonly specs = new Map<string, SpecTime>();
  private readonly retried: string[] = [];
  /** Page × setting combinations the accessibility spec checked, per project (its annotations). */
  private readonly combinations = new Map<string, number>();
  private readonly started = Date.now();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const file = path.relative(path.join(import.meta.dirname, '..'), test.location.file);
    const key = `${project} ${file}`;
    const spec = this.specs.get(key) ?? { file, project, tests: 0, seconds: 0 };
    spec.seconds += result.duration / 1000;
    if (result.retry === 0) spec.tests += 1;
    this.specs.set(key, spec);
    for (const annotation of result.annotations) {
      if (annotation.type !== ACCESSIBILITY_COMBINATIONS) continue;
      this.combinations.set(project, (this.combinations.get(project) ?? 0) + Number(annotation.description));
    }
    if (result.retry > 0 && result.status === 'passed') {
      this.retried.push(
        `[${project}] ${file}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`,
      );
    }
  }

  onEnd(result: FullResult): void {
    const specs = [...this.specs.values()].sort((a, b) => b.seconds - a.seconds);
    const wall = (Date.now() - this.started) / 1000;
    const out = path.join(import.meta.dirname, '..', 'test-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'run-summary.json'),
      `${JSON.stringify(
        {
          status: result.status,
          wallSeconds: wall,
          retried: this.retried,
          accessibilityCombinations: Object.fromEntries(this.combinations),
          specs,
        },
        null,
        2,
      )}\n`,
    );
    const lines = [`\nEnd-to-end: ${result.status} in ${wall.toFixed(0)} s. Slowest spec files (test time):`];
    for (const spec of specs.slice(0, 12)) {
      lines.push(
        `  ${spec.seconds.toFixed(1).padStart(7)} s  ${String(spec.tests).padStart(3)} tests  [${spec.project}] ${spec.file}`,
      );
    }
    for (const [project, count] of this.combinations) {
      lines.push(`Accessibility [${project}]: ${count} page × setting combinations checked.`);
    }
    if (this.retried.length === 0) lines.push('No test needed a retry.');
    else lines.push(`Passed only on a retry (fix these):`, ...this.retried.map((line) => `  ${line}`));
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
