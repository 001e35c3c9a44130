// The system Chromium builds the tests use, and the Debian package of each. The journeys run in
// Chromium's headless shell: the same engine without the full browser's window and compositor
// work, which the journeys never look at, for about a fifth less CPU (docs/testing.md#journeys).
// Screenshots and the benchmarks use the full browser, as a trader's page runs.
export const fullChromium = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  variable: 'CHROMIUM_PATH',
  debianPackage: 'chromium',
};

export const headlessShell = {
  path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  debianPackage: 'chromium-headless-shell',
};
