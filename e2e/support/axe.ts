import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// WCAG 2.1 levels A and AA, the bar the dashboard is held to (docs/decisions/0075-accessible-by-default.md).
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
 * `scope`, a CSS selector, limits the scan to the part of the page that changed since a scan of
 * the whole page (an opened tab, a dialog): the rest was scanned already, and a scan's cost
 * grows with the number of elements it reads. Contrast is still measured on the real page.
 */
export async function expectNoAxeViolations(page: Page, screen: string, scope?: string): Promise<void> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge
  // the results of frames, and the dashboard has none (charts draw on a canvas). Same-origin
  // frames are still scanned in this mode.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  if (scope !== undefined) builder.include(scope);
  const { violations } = await builder.analyze();
  expect(describeViolations(violations), `accessibility violations on ${screen}`).toBe('');
}

export type Theme = 'light' | 'dark';

/** The theme the page shows: `<html>` has the class `dark` in the dark one (src/app/hooks/use-theme.ts). */
export async function shownTheme(page: Page): Promise<Theme> {
  const classes = (await page.locator('html').getAttribute('class')) ?? '';
  return /\bdark\b/.test(classes) ? 'dark' : 'light';
}

/** Waits until the page shows `theme`. */
export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/**
 * One scan in the theme shown, then the header's theme toggle, as a trader switches it, and one
 * scan in the other: the view's data is loaded once for both (each tab, list or screener fetched
 * once, not once per theme). The page is left in the other theme, where the next view starts.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, screen: string, scope?: string): Promise<void> {
  const first = await shownTheme(page);
  await expectNoAxeViolations(page, `${screen} (${first})`, scope);
  const other: Theme = first === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expectTheme(page, other);
  // Colours that ease between themes (Tailwind's transition classes) are read once they arrive,
  // so contrast is measured on the theme's own colours, never on a blend of the two.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
  await expectNoAxeViolations(page, `${screen} (${other})`, scope);
}
