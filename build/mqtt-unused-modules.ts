import type { Plugin } from 'vite';

const PREFIX = '\0mqtt-unused:';

/**
 * Modules mqtt.js imports that the page's link to the relay never runs, each with what replaces
 * it in the browser build (CommonJS, shaped like the module it replaces). Together an eighth of
 * the live-data chunk's own code, loaded with the first screen:
 * docs/decisions/0057-mqttjs-without-debug-logging-topic-aliases-and-timers.md.
 */
const REPLACEMENTS: Record<string, { importer: RegExp; source: string; code: string }> = {
  // `debug` (and `ms`) writes nothing unless localStorage.debug names a namespace; the page never
  // does, so a logger that does nothing behaves the same.
  debug: {
    importer: /[\\/]node_modules[\\/](?:mqtt|mqtt-packet)[\\/]/,
    source: 'debug',
    code: 'module.exports = function createDebug() { return function debug() {}; };\n',
  },
  // Topic aliases are MQTT 5; the page speaks 3.1.1 (protocolVersion 4, src/lib/mqtt.ts), whose
  // CONNACK has no properties, so mqtt.js never makes one. It brings lru-cache along.
  'topic-alias-send': {
    importer: /[\\/]node_modules[\\/]mqtt[\\/]build[\\/]lib[\\/]handlers[\\/]connack\.js$/,
    source: '../topic-alias-send',
    code: [
      '"use strict";',
      'Object.defineProperty(exports, "__esModule", { value: true });',
      'exports.default = class TopicAliasSend {',
      '  constructor() { throw new Error("MQTT 5 topic aliases are not built in: the page speaks MQTT 3.1.1"); }',
      '};',
      '',
    ].join('\n'),
  },
  // The page hands mqtt.js its own keepalive timer (`timerVariant`, src/lib/worker-interval.ts),
  // so mqtt.js's choice of timers, and worker-timers with its blob: worker (which the page's CSP
  // refuses), is never asked for. Were it asked, the page's own intervals answer.
  'get-timer': {
    importer: /[\\/]node_modules[\\/]mqtt[\\/]build[\\/]lib[\\/]KeepaliveManager\.js$/,
    source: './get-timer',
    code: [
      '"use strict";',
      'Object.defineProperty(exports, "__esModule", { value: true });',
      'exports.default = function getTimer() {',
      '  return { set: (callback, ms) => setInterval(callback, ms), clear: (id) => clearInterval(id) };',
      '};',
      '',
    ].join('\n'),
  },
};

/** The replacement's module id for an import of `source` from `importer`, or null to leave it. */
export function replacementFor(source: string, importer: string | undefined): string | null {
  if (importer === undefined) return null;
  const entry = Object.entries(REPLACEMENTS).find(
    ([, replacement]) => replacement.source === source && replacement.importer.test(importer),
  );
  return entry === undefined ? null : `${PREFIX}${entry[0]}`;
}

/** The code of a replacement module id from `replacementFor`, or null for any other id. */
export function replacementCode(id: string): string | null {
  return id.startsWith(PREFIX) ? (REPLACEMENTS[id.slice(PREFIX.length)]?.code ?? null) : null;
}

/**
 * Leaves out of the SPA's build the mqtt.js modules its live-data link never runs, in `vite
 * build` and in the development server's dependency pre-bundling alike.
 */
export function mqttUnusedModules(): Plugin {
  return {
    name: 'mqtt-unused-modules',
    enforce: 'pre',
    resolveId: (source, importer) => replacementFor(source, importer),
    load: (id) => replacementCode(id),
  };
}
