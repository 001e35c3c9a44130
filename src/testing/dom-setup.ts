import { vi } from 'vitest';

// A worker runs many files without reloading its modules (isolate: false in vite.config.ts), but
// the SPA keeps page-lifetime state in modules (a ticket request waiting for its ticket, the
// selected list, the clock). Each file starts from fresh copies of the project's modules, as a
// page load does; the packages under node_modules stay loaded (docs/testing.md#unit-and-server-tests).
vi.resetModules();

// findBy*/waitFor give up after 1 s by default, which a busy machine misses while the page is
// still correct. A check that waits longer still fails when the thing never happens.
// Only files that run in a DOM load Testing Library: importing it costs each server file about
// a quarter of a second (docs/testing.md#unit-and-server-tests).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
