import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { replacementCode, replacementFor } from './mqtt-unused-modules';

const require = createRequire(import.meta.url);
const mqttLib = path.dirname(require.resolve('mqtt/lib/client'));
const connack = path.join(mqttLib, 'handlers', 'connack.js');
const parser = require.resolve('mqtt-packet/parser.js');

/** Runs a replacement's CommonJS code and returns what it exports. */
function exportsOf(id: string, globals: Record<string, unknown> = {}): unknown {
  const code = replacementCode(id);
  if (code === null) throw new Error(`no code for ${id}`);
  const module: { exports: unknown } = { exports: {} };
  runInNewContext(code, { ...globals, module, exports: module.exports });
  return module.exports;
}

/** A CommonJS module's `default` export (`exports.default`), or undefined. */
function defaultOf(exported: unknown): unknown {
  return typeof exported === 'object' && exported !== null && 'default' in exported ? exported.default : undefined;
}

test("mqtt.js's own imports of the two modules are the ones replaced, so an upgrade that moves them fails here", () => {
  expect(readFileSync(connack, 'utf8')).toContain('require("../topic-alias-send")');
  expect(readFileSync(path.join(mqttLib, 'client.js'), 'utf8')).toContain('require("debug")');
  expect(readFileSync(parser, 'utf8')).toContain("require('debug')");
  expect(readFileSync(path.join(mqttLib, 'KeepaliveManager.js'), 'utf8')).toContain('require("./get-timer")');
  expect(replacementFor('./get-timer', path.join(mqttLib, 'KeepaliveManager.js'))).not.toBeNull();
  expect(replacementFor('../topic-alias-send', connack)).not.toBeNull();
  expect(replacementFor('debug', path.join(mqttLib, 'client.js'))).not.toBeNull();
  expect(replacementFor('debug', parser)).not.toBeNull();
});

test('imports from other packages, or of other modules, are left alone', () => {
  expect(replacementFor('debug', '/app/node_modules/some-package/index.js')).toBeNull();
  expect(replacementFor('debug', '/app/src/lib/mqtt.ts')).toBeNull();
  expect(replacementFor('../topic-alias-send', path.join(mqttLib, 'client.js'))).toBeNull();
  expect(replacementFor('./store', connack)).toBeNull();
  expect(replacementFor('debug', undefined)).toBeNull();
  expect(replacementCode('/app/node_modules/debug/src/browser.js')).toBeNull();
});

test('the logger writes nothing and the topic alias store refuses to be made', () => {
  const createDebug = exportsOf(replacementFor('debug', parser) ?? '');
  if (typeof createDebug !== 'function') throw new Error('debug replacement is not a function');
  const log: unknown = Reflect.apply(createDebug, undefined, ['mqtt-packet:parser']);
  if (typeof log !== 'function') throw new Error('the logger is not a function');
  expect(Reflect.apply(log, undefined, ['packet', 1])).toBeUndefined();

  const aliases = exportsOf(replacementFor('../topic-alias-send', connack) ?? '');
  const TopicAliasSend = defaultOf(aliases);
  if (typeof TopicAliasSend !== 'function') throw new Error('topic-alias-send replacement has no default class');
  expect(() => {
    Reflect.construct(TopicAliasSend, [10]);
  }).toThrow(/MQTT 3\.1\.1/);
});

test("a keepalive timer asked of mqtt.js is the page's own setInterval, never a worker", () => {
  const calls: unknown[][] = [];
  const globals = {
    setInterval: (...args: unknown[]) => calls.push(['set', ...args]),
    clearInterval: (...args: unknown[]) => calls.push(['clear', ...args]),
  };
  const getTimer = defaultOf(
    exportsOf(replacementFor('./get-timer', path.join(mqttLib, 'KeepaliveManager.js')) ?? '', globals),
  );
  if (typeof getTimer !== 'function') throw new Error('get-timer replacement has no default function');
  const timer: unknown = Reflect.apply(getTimer, undefined, ['auto']);
  if (typeof timer !== 'object' || timer === null || !('set' in timer) || !('clear' in timer))
    throw new Error('no timer');
  const { set, clear } = timer;
  if (typeof set !== 'function' || typeof clear !== 'function') throw new Error('set and clear are not functions');
  const ping = () => undefined;
  const id: unknown = Reflect.apply(set, timer, [ping, 30_000]);
  Reflect.apply(clear, timer, [id]);
  expect(calls).toEqual([
    ['set', ping, 30_000],
    ['clear', 1],
  ]);
});
