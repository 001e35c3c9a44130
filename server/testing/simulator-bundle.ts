import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';

// Set by the set-up below for the test run's workers, which start the simulator from it.
const BUNDLE_VARIABLE = 'TEST_SIMULATOR_BUNDLE';

/**
 * Node's arguments for a test's simulator: the run's bundle when there is one (see `setup`),
 * else none, and `spawnSimulator` runs the sources through tsx.
 */
export function testSimulatorProgram(): string[] | undefined {
  const bundle = process.env[BUNDLE_VARIABLE];
  return bundle === undefined || bundle === '' ? undefined : [bundle];
}

/**
 * Vitest's global set-up: the simulator's sources bundled once for the run, so each of the
 * fifty-odd simulators the tests start loads one file instead of compiling a few hundred through
 * tsx (0.8 instead of 1.7 core-s a start: docs/testing.md#unit-and-server-tests). Packages stay
 * in node_modules, so the bundle is written under it, with the `.proto` files it reads beside it.
 * In watch mode nothing is bundled: every start compiles the sources as they are now.
 */
export async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (project.config.watch) return undefined;
  const root = project.config.root;
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'simulator-bundle-'));
  const outfile = join(dir, 'main.mjs');
  await build({
    entryPoints: [join(root, 'server/simulator/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.simulator.json'),
    outfile,
    logLevel: 'warning',
  });
  const protocol = join(root, 'server/protocol');
  for (const name of readdirSync(protocol).filter((file) => file.endsWith('.proto'))) {
    cpSync(join(protocol, name), join(dir, name));
  }
  process.env[BUNDLE_VARIABLE] = outfile;
  return () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
