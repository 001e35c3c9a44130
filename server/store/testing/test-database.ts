import { inject } from 'vitest';

/**
 * The Postgres server of a test run, handed from the run's set-up (test-database-setup.ts) to
 * its test files: a URL, or why there is none.
 */
export type TestDatabase = { url: string; started: boolean; schemaPrefix: string } | { unavailable: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent under a configuration without the set-up. */
    testDatabase?: TestDatabase;
  }
}

/** The run's Postgres server, or null: its tests then run on SQLite only, as the run said. */
export function testDatabaseUrl(): string | null {
  // Without the set-up, TEST_DATABASE_URL alone decides.
  const given = inject('testDatabase');
  if (given === undefined) {
    const url = process.env.TEST_DATABASE_URL;
    return url === undefined || url === '' ? null : url;
  }
  return 'url' in given ? given.url : null;
}

/**
 * The start of the name of every scratch schema of this run: the run's set-up drops them all at
 * its end, on a server it was given (a throwaway server goes whole).
 */
export function scratchSchemaPrefix(): string {
  const given = inject('testDatabase');
  return given !== undefined && 'schemaPrefix' in given ? given.schemaPrefix : 'journal_test';
}
