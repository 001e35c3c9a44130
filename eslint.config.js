import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries of ARCHITECTURE.md: contracts <- lib/components <- features <- app;
// features never import each other; only the simulator and e2e import the simulator.
const featureNames = [
  'watchlist', 'chart', 'quote', 'screener', 'fundamentals', 'order-ticket', 'orders',
  'positions', 'account', 'feed-status', 'symbol-search',
];

const zones = [
  { target: './src/contracts', from: ['./src/lib', './src/components', './src/features', './src/app', './server'] },
  { target: './src/lib', from: ['./src/features', './src/app', './server'] },
  { target: './src/components', from: ['./src/features', './src/app', './server'] },
  { target: './src/features', from: ['./src/app', './server'] },
  { target: './src', from: ['./server', './e2e'] },
  { target: './server', from: ['./e2e', './src/lib', './src/components', './src/features', './src/app'] },
  { target: './server/signing', from: ['./server/upstream', './server/routes', './server/config', './server/simulator'] },
  {
    // Everything in server/ except the simulator itself; the BFF starts the simulator as a
    // separate process and never imports it.
    target: ['./server/*.ts', './server/config', './server/signing', './server/upstream', './server/routes', './server/relay', './server/session'],
    from: './server/simulator',
  },
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
  })),
];

export default defineConfig(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'e2e/ensure-chromium.mjs'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/mqtt.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'mqtt', message: 'Only src/lib/mqtt.ts imports mqtt.' }], patterns: [{ group: ['mqtt/*'], message: 'Only src/lib/mqtt.ts imports mqtt.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/chart/**', 'src/lib/mqtt.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'mqtt', message: 'Only src/lib/mqtt.ts imports mqtt.' },
            { name: 'lightweight-charts', message: 'Only the chart feature imports lightweight-charts.' },
          ],
          patterns: [{ group: ['mqtt/*'], message: 'Only src/lib/mqtt.ts imports mqtt.' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api-client.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Talk to the BFF through src/lib/api-client.ts.' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'server/bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
