/** One step of `npm test`: its npm scripts run side by side, and the step fails if any fails. */
export interface TestStep {
  name: string;
  scripts: readonly string[];
  /**
   * A script of the step before: once it has passed, this step starts beside the rest of that
   * step at a low CPU priority, so it runs on what that step leaves idle and takes the cores when
   * it ends. Without it, a step starts when the step before has passed.
   */
  startsWhenPassed?: string;
}

/**
 * The steps of `npm test` in order (docs/testing.md#the-test-command). The checks, the unit and
 * server tests and the build read nothing the others write, and none of them keeps both cores
 * busy from start to end, so they share the first step. The journeys need only the build, so
 * they start once it has passed, niced, in the first step's idle moments (the unit tests' waits on
 * the broker's limits, lint running alone at the end), and then have the cores to themselves.
 */
export const TEST_STEPS: readonly TestStep[] = [
  { name: 'checks, unit tests, build', scripts: ['format:check', 'lint', 'typecheck', 'test:unit', 'size'] },
  { name: 'journeys', scripts: ['test:journeys'], startsWhenPassed: 'size' },
];

/** The nice value of a step started beside the one before (`startsWhenPassed`). */
export const BESIDE_NICENESS = 10;
