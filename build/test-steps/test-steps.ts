/** One step of `npm test`: its npm scripts run side by side, and the step fails if any fails. */
export interface TestStep {
  name: string;
  scripts: readonly string[];
}

/**
 * The steps of `npm test` in order (docs/testing.md#the-test-command). The checks, the unit and
 * server tests and the build read nothing the others write, and none of them keeps both cores
 * busy from start to end, so they share the first step; the journeys need the build, and keep
 * both cores busy on their own. ESLint runs as `npm run lint` does, in three parts that build
 * separate TypeScript programs anyway (the SPA's, the BFF's, the rest), so the longest check
 * is not one process on one core at the end of the step.
 */
export const TEST_STEPS: readonly TestStep[] = [
  {
    name: 'checks, unit tests, build',
    scripts: ['format:check', 'lint:spa', 'lint:server', 'lint:rest', 'typecheck', 'test:unit', 'size'],
  },
  { name: 'journeys', scripts: ['test:journeys'] },
];
