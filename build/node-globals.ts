import { transformWithOxc, type Plugin } from 'vite';

/** The npm polyfills of the Node globals some browser-bound packages use without importing them. */
const NODE_GLOBALS: Record<string, [string, string]> = {
  process: ['process/', 'default'],
  Buffer: ['buffer', 'Buffer'],
};

/**
 * Binds `process` and `Buffer` to their npm polyfills in the modules of `packages` that use
 * them as globals, and leaves every other module alone (`null`). A page-wide `process` would
 * change other libraries' checks: React reports errors through `process.emit` when it sees one.
 */
export async function injectNodeGlobals(
  packages: readonly string[],
  code: string,
  id: string,
): Promise<Pick<Awaited<ReturnType<typeof transformWithOxc>>, 'code' | 'map'> | null> {
  const scope = new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages.join('|')})[\\\\/]`);
  if (!scope.test(id) || !/\b(?:process|Buffer)\b/.test(code)) return null;
  const result = await transformWithOxc(code, id, { inject: NODE_GLOBALS });
  return { code: result.code, map: result.map };
}

/**
 * mqtt.js is built from its own modules rather than its browser bundle, which carries transports a
 * page cannot use
 * (docs/decisions/0055-a-budget-for-the-first-screen-and-mqttjs-from-its-modules.md); that bundle
 * gave those modules the Node globals they use, and this plugin does the same, in both `vite build`
 * and the development server's dependency pre-bundling.
 */
export function nodeGlobalsFor(packages: readonly string[]): Plugin {
  return {
    name: 'node-globals-for',
    transform: (code, id) => injectNodeGlobals(packages, code, id),
  };
}
