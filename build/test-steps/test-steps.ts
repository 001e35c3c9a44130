/** One step of `npm test`: its npm scripts run side by side, and the step fails if any fails. */
export interface TestStep {
  name: string;
  scripts: readonly string[];
}

/**
 * The steps of `npm test` in order (docs/testing.md#the-test-command). Lint and the typecheck
 * each keep one core busy for minutes and read nothing the other writes, so they share a step.
 */
export const TEST_STEPS: readonly TestStep[] = [
  { name: 'format check', scripts: ['format:check'] },
  { name: 'lint and typecheck', scripts: ['lint', 'typecheck'] },
  { name: 'unit and server tests', scripts: ['test:unit'] },
  { name: 'build, bundle budget, journeys', scripts: ['test:e2e'] },
];
