import { expect, test } from 'vitest';
import { injectNodeGlobals } from './node-globals';

const USES_PROCESS = 'exports.nextTick = typeof process?.nextTick === "function" ? process.nextTick : setTimeout;\n';

test('a module of a named package that uses process as a global gets the npm polyfill', async () => {
  const result = await injectNodeGlobals(['mqtt'], USES_PROCESS, '/app/node_modules/mqtt/build/lib/shared.js');
  expect(result?.code).toMatch(/import \{ default as process \} from "process\/"/);
});

test('a module that imports Buffer itself keeps its own', async () => {
  const code = 'const { Buffer } = require("buffer");\nexports.copy = (b) => Buffer.from(b);\n';
  const result = await injectNodeGlobals(['mqtt-packet'], code, '/app/node_modules/mqtt-packet/generate.js');
  expect(result?.code).not.toMatch(/from "buffer"/);
});

test('modules of other packages, and the app itself, are left as they are', async () => {
  expect(
    await injectNodeGlobals(['mqtt'], USES_PROCESS, '/app/node_modules/react-dom/cjs/react-dom-client.production.js'),
  ).toBeNull();
  expect(await injectNodeGlobals(['mqtt'], USES_PROCESS, '/app/node_modules/mqtt-packet/parser.js')).toBeNull();
  expect(await injectNodeGlobals(['mqtt'], USES_PROCESS, '/app/src/lib/mqtt.ts')).toBeNull();
});
