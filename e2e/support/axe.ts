import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect } from './fixtures';

// WCAG 2.1 levels A and AA, the bar the dashboard is held to (docs/decisions/0075-accessible-by-default.md).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// What a scan's violations are read as, from the page: the fields the failure message names.
const violationsSchema = z.array(
  z.object({
    id: z.string(),
    help: z.string(),
    nodes: z.array(z.object({ target: z.array(z.unknown()), failureSummary: z.string().optional() })),
  }),
);
type ReadViolation = z.infer<typeof violationsSchema>[number];

/** One line per offending element: the rule, where it is, and what is wrong with it. */
export function describeViolations(violations: readonly ReadViolation[]): string {
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
  const violations = (await hasAxe(page)) ? await runLoadedAxe(page, scope) : await injectAndRun(page, scope);
  expect(describeViolations(violations), `accessibility violations on ${screen}`).toBe('');
}

/**
 * The first scan of a page load: `@axe-core/playwright` injects axe into every frame, configures
 * it, and runs it. Legacy mode runs axe in the page itself; the default opens a blank page per
 * scan to merge the results of frames, and the dashboard has none (charts draw on a canvas).
 * Same-origin frames are still scanned in this mode.
 */
async function injectAndRun(page: Page, scope: string | undefined): Promise<readonly ReadViolation[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  if (scope !== undefined) builder.include(scope);
  return (await builder.analyze()).violations;
}

/** Axe already in the page (a scan since its last load), and no frame it would have to reach too. */
async function hasAxe(page: Page): Promise<boolean> {
  if (page.frames().length > 1) return false;
  return page.evaluate(() => 'axe' in window);
}

/**
 * A later scan of the same page load: axe, injected and configured by the first, is run again
 * with the same context and options `injectAndRun` gives it. `analyze()` sends the whole of
 * axe's source (about half a megabyte) into the page twice per scan and runs it again each
 * time: a third of the scans' time in the dashboard journey (docs/testing.md#accessibility).
 */
async function runLoadedAxe(page: Page, scope: string | undefined): Promise<readonly ReadViolation[]> {
  const context = { include: scope === undefined ? [] : [scope], exclude: [] };
  const options = { runOnly: { type: 'tag', values: WCAG_TAGS } };
  const found = await page.evaluate(
    async ({ context, options }) => {
      const axe: unknown = Reflect.get(window, 'axe');
      if (typeof axe !== 'object' || axe === null) throw new Error('axe is not in the page');
      const run: unknown = Reflect.get(axe, 'run');
      if (typeof run !== 'function') throw new Error('axe has no run');
      const results: unknown = await Reflect.apply(run, axe, [context, options]);
      const violations: unknown =
        typeof results === 'object' && results !== null ? Reflect.get(results, 'violations') : undefined;
      return violations;
    },
    { context, options },
  );
  return violationsSchema.parse(found);
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
