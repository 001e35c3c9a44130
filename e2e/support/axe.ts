import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// WCAG 2.1 levels A and AA, the bar the dashboard is held to (docs/decisions.md, "Accessible by default").
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per offending element: the rule, where it is, and what is wrong with it. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    )
    .join('\n');
}

/**
 * Scans what the page shows now with axe and fails, naming every violation, unless there are
 * none. `screen` says which screen was scanned, so a failure reads "order ticket (dark): ...".
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(describeViolations(violations), `accessibility violations on ${screen}`).toBe('');
}
