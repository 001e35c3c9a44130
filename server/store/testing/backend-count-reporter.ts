import type { Reporter, TestModule, Vitest } from 'vitest/node';
import type { TestDatabase } from './test-database';

const BACKEND_TEST = /(?:^| > )(sqlite|postgres): /;

/**
 * Ends a run with how many tests ran on each store backend: the tests named `sqlite: ...` and
 * `postgres: ...` (journal-backends.ts names them so), so a run without Postgres says so at the
 * end instead of passing with half the checks (docs/store.md#testing-on-postgres).
 */
export class BackendCountReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const ran = { sqlite: 0, postgres: 0 };
    for (const testModule of testModules)
      for (const test of testModule.children.allTests()) {
        const backend = BACKEND_TEST.exec(test.fullName)?.[1];
        const state = test.result().state;
        if ((backend === 'sqlite' || backend === 'postgres') && (state === 'passed' || state === 'failed'))
          ran[backend] += 1;
      }
    if (ran.sqlite + ran.postgres === 0) return;
    const database: TestDatabase | undefined = this.vitest?.getProvidedContext().testDatabase;
    const why = database !== undefined && 'unavailable' in database ? ` (no Postgres: ${database.unavailable})` : '';
    process.stdout.write(`store tests: ${String(ran.sqlite)} on SQLite, ${String(ran.postgres)} on Postgres${why}\n`);
  }
}

// Vitest loads a reporter named by its path from the module's default export.
export default BackendCountReporter;
