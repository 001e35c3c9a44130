// findBy*/waitFor give up after 1 s by default, which a busy machine misses while the page is
// still correct. A check that waits longer still fails when the thing never happens.
// Only files that run in a DOM load Testing Library: importing it costs each server file about
// a quarter of a second (docs/testing.md#unit-and-server-tests).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
