import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { programZones, serverZones, testCode } from './build/lint/import-zones.js';

// The import boundaries (docs/architecture.md#imports) are in build/lint/import-zones.js.
const root = import.meta.dirname;

const nodeGlobals = ['process', 'Buffer', 'global', 'require', '__dirname', '__filename', 'setImmediate'].map(
  (name) => ({ name, message: 'The SPA runs in the browser: no Node globals.' }),
);

const protobufOwner = {
  name: 'protobufjs',
  message: 'Use the schemas of server/protocol/quotes-proto.ts and trade-events-proto.ts.',
};
const databaseOwner = ['better-sqlite3', 'pg', 'kysely'].map((name) => ({
  name,
  message: 'Only server/store talks to the database: use openStore and its OrderJournal.',
}));

const mqttOwner = { name: 'mqtt', message: 'Only src/lib/mqtt.ts imports mqtt.' };
const mqttSubpaths = { group: ['mqtt/*'], message: 'Only src/lib/mqtt.ts imports mqtt.' };
const chartOwner = { name: 'lightweight-charts', message: 'Only the chart feature imports lightweight-charts.' };
const browserFetch = { name: 'fetch', message: 'Talk to the BFF through src/lib/api-client.ts.' };
const protobufOwners = [
  'server/protocol/quotes-proto.ts',
  'server/protocol/trade-events-proto.ts',
  'server/simulator/mqtt/testing/sdk-proto.ts',
];
const beyondParent = {
  group: ['../../*'],
  message: 'Beyond the parent folder, import through the path aliases (@src, @server, @contracts).',
};

/**
 * The one no-restricted-imports rule of a set of files: the packages it keeps out, and always
 * the import style. A later block's rule replaces an earlier one's, so each block states it whole.
 * @param {object[]} [paths]
 * @param {object[]} [patterns]
 */
const restrictedImports = (paths = [], patterns = []) => ['error', { paths, patterns: [...patterns, beyondParent] }];

/** @param {object[]} zones */
const restrictedPaths = (zones) => ['error', { zones, basePath: root }];

export default defineConfig(
  // public/ holds static files served as they are (a classic script that runs before the bundle).
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'e2e/ensure-chromium.mjs', 'public'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // The files import-x reads to follow imports further (no-cycle); by default only .js ones.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // The path aliases of tsconfig.base.json, through the solution's references.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          tsconfig: { configFile: path.join(root, 'tsconfig.json'), references: 'auto' },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // An import the resolver cannot follow would slip past every zone below.
      'import-x/no-unresolved': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': restrictedPaths(programZones),
    },
  },
  {
    files: ['src/**', 'server/**'],
    // Benchmarks, like tests, compose the whole stack with its test kits on purpose.
    ignores: [...testCode, 'server/bench/**', 'server/simulator/bench/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...programZones, ...serverZones]) },
  },
  {
    // Habits of the whole tree, held by lint: files of at most 300 lines, one import style.
    rules: { 'max-lines': ['error', { max: 300 }], 'no-restricted-imports': restrictedImports() },
  },
  {
    // Kebab-case names; `orders.test.ts`, `main.process.test.ts`: the name is before the first dot.
    ignores: ['server/store/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,server,e2e,build}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // A migration's name starts with its number, which orders them.
    files: ['server/store/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': '[0-9][0-9][0-9][0-9]-+([a-z0-9-])' }],
    },
  },
  {
    // The SPA runs in the browser. Its program has no Node types of its own, but mqtt's and
    // vitest's declarations bring them in, so lint keeps Node out: docs/architecture.md#programs
    files: ['src/**/*.{ts,tsx}'],
    plugins: { '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-globals': ['error', ...nodeGlobals, browserFetch],
      'no-restricted-imports': restrictedImports([mqttOwner, chartOwner], [mqttSubpaths]),
    },
  },
  // The few SPA files each rule above lets in, every set apart from the others, so no block
  // overrides another.
  {
    files: ['src/lib/api-client.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', ...nodeGlobals] },
  },
  {
    files: ['src/features/chart/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports([mqttOwner], [mqttSubpaths]) },
  },
  {
    files: ['src/lib/mqtt.ts'],
    rules: { 'no-restricted-imports': restrictedImports([chartOwner]) },
  },
  {
    // One copy of each provider schema (server/protocol/quotes.proto, events.proto) for the BFF
    // and the simulator; the push test's deliberately separate SDK copy is the one exception.
    // The database drivers and Kysely belong to server/store.
    files: ['server/**/*.ts'],
    ignores: [...protobufOwners, 'server/store/**'],
    rules: { 'no-restricted-imports': restrictedImports([protobufOwner, ...databaseOwner]) },
  },
  {
    files: ['server/store/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedImports([protobufOwner]) },
  },
  {
    files: protobufOwners,
    rules: { 'no-restricted-imports': restrictedImports([...databaseOwner]) },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'server/bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
