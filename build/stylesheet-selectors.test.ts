import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// Read as text: vitest hands a test that imports a stylesheet an empty one.
const stylesheet = readFileSync(join(import.meta.dirname, '..', 'src', 'index.css'), 'utf8');

/** Every selector of the stylesheet, comments left out. */
function selectorsOf(css: string): string[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g);
  return [...rules].flatMap(([, prelude = '']) => prelude.split(',').map((s) => s.trim()));
}

// A :has() on an element every other one descends from makes the browser restyle the whole page
// each time an element is added or removed anywhere, an order's row or the ticket's result card
// included: 650-900 elements and 5-7 ms a time on the dashboard (docs/layout.md#separators).
test("no rule of the SPA's stylesheet hangs a :has() on the root of the page", () => {
  const selectors = selectorsOf(stylesheet);
  expect(selectors).toContain("[data-panel-group-direction='horizontal'][data-resize-handle]");
  const documentWide = selectors.filter((selector) =>
    /(^|[\s>~+])(:root|html|body|#root)(\[[^\]]*\]|:[\w-]+)*:has\(/.test(selector),
  );
  expect(documentWide).toEqual([]);
});

test('the check reads selectors as the browser does', () => {
  expect(selectorsOf(':root:has([data-x]) * { cursor: move; }\n.a:has(.b), .c { color: red; }')).toEqual([
    ':root:has([data-x]) *',
    '.a:has(.b)',
    '.c',
  ]);
});
