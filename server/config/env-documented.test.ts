import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { envSchema } from './env-schema';
import { envNamesRead, namesInEnvExample, namesInTable, schemaKeys } from './env-names';

const ROOT = join(import.meta.dirname, '..', '..');
const PROGRAM_FOLDERS = ['server', 'e2e', 'build', 'src'];
const ROOT_FILES = ['vite.config.ts', 'playwright.config.ts'];
const SIMULATOR_SCHEMA = 'server/simulator/config.ts';

// Read by a program but set by another of ours for it, or by the system: not configuration.
const HANDED_OVER = new Map([
  ['PATH', "the system's"],
  ['VITEST', 'set by Vitest in its workers'],
  ['SIM_PARENT_FD', 'the BFF hands its simulator the pipe that ends it with the BFF'],
  ['DASHBOARD_TEST_RUN', 'npm test marks the processes it starts, to find any left behind'],
  ['STORE_CONFIG', "a store test's child process gets its database this way"],
  ['TEST_SIMULATOR_BUNDLE', "Vitest's set-up hands its workers the simulator bundled once"],
  ['E2E_STATE_DIR', "the journeys' set-up hands its workers their folder"],
  ['E2E_SIM_APP_KEY', "the journeys' set-up hands its workers the simulator's key"],
  ['E2E_SIM_APP_SECRET', "the journeys' set-up hands its workers the simulator's secret"],
  ['E2E_SECRET_TALLY_FILE', "the journeys' secret scan tells its set-up where it counted"],
]);

function sourcesIn(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx|mjs)$/.test(path) && !path.includes('node_modules'))
    .map((path) => join(folder, path))
    .filter((path) => !path.startsWith(join('server', 'config', 'env-')));
}

/** Every variable any program of the repository reads: the two config schemas and every source. */
function variablesRead(): Map<string, string> {
  const readBy = new Map<string, string>();
  for (const name of Object.keys(envSchema.shape)) readBy.set(name, 'server/config/env-schema.ts');
  // The simulator is a program of its own, which the BFF does not import: its schema is read as text.
  for (const name of schemaKeys(readFileSync(join(ROOT, SIMULATOR_SCHEMA), 'utf8'))) readBy.set(name, SIMULATOR_SCHEMA);
  for (const file of [...PROGRAM_FOLDERS.flatMap(sourcesIn), ...ROOT_FILES])
    for (const name of envNamesRead(readFileSync(join(ROOT, file), 'utf8')))
      if (!readBy.has(name)) readBy.set(name, file);
  for (const name of HANDED_OVER.keys()) readBy.delete(name);
  return readBy;
}

const undocumented = (documented: Set<string>) =>
  [...variablesRead()].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (read in ${file})`);

test("every environment variable a program reads is in the README's configuration table", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const configuration = readme.slice(readme.indexOf('## Configuration'));
  expect(undocumented(namesInTable(configuration))).toEqual([]);
});

test('every environment variable a program reads is shown in .env.example', () => {
  expect(undocumented(namesInEnvExample(readFileSync(join(ROOT, '.env.example'), 'utf8')))).toEqual([]);
});

test('the catalogue finds variables read in each of the ways the programs read them', () => {
  const source = [
    "const port = process.env.PORT ?? '8080';",
    "const bundle = process.env['SOME_BUNDLE'];",
    "const clients = env('BENCH_CLIENTS', 500);",
    "const BUNDLE_VARIABLE = 'HANDED_ON'; process.env[BUNDLE_VARIABLE];",
  ].join('\n');
  expect(envNamesRead(source)).toEqual(['PORT', 'SOME_BUNDLE', 'BENCH_CLIENTS', 'HANDED_ON']);
  expect(schemaKeys('const schema = z.object({\n  SIM_HTTP_PORT: port(9001),\n  SIM_HOST: nonEmpty,\n});')).toEqual([
    'SIM_HTTP_PORT',
    'SIM_HOST',
  ]);
  expect(schemaKeys(readFileSync(join(ROOT, SIMULATOR_SCHEMA), 'utf8'))).toContain('SIM_HTTP_PORT');
  expect(namesInTable('| `HOST`, `PORT` | x | y `NOT_THIS` |\n| --- |')).toEqual(new Set(['HOST', 'PORT']));
  expect(namesInEnvExample('# HOST=127.0.0.1\nPORT=8080\n# Example: not a NAME=\n')).toEqual(new Set(['HOST', 'PORT']));
});
