import { existsSync } from 'node:fs';
import type { Config } from '../config/config';
import { ConfigError, loadConfig } from '../config/load-config';
import { createClockSkewTracker, needsCorrection } from '../upstream/client/clock-skew';
import { createUpstreamClient } from '../upstream/client/http-client';
import { createNodeTransport } from '../upstream/client/transport';
import { connectUpstream } from '../connect-upstream';
import type { PathGeneration } from '../upstream/client/find-generation';
import { CHECKS, NotConfigured, type Found } from './checks';
import { reportGenerations, type GenerationReport } from './generations';
import { likelyCause } from './likely-cause';

/**
 * `npm run check-live`: one call of each kind against the configured broker (keys from the
 * environment or `.env`), each reported as worked, failed with its likely cause, or not checked.
 * With no keys it checks the embedded simulator. Exits 1 when any check failed.
 */
async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = readConfig();
  if (config === null) return 2;
  const paper = config.upstream.mode === 'paper';
  say(whatIsChecked(config));
  // The simulator for a check keeps no paper state: nothing the trader's own paper account holds changes.
  const upstream = await connectUpstream(paper ? withoutSimulatorState(config) : config, {});
  const clockSkew = createClockSkewTracker();
  const transport = createNodeTransport();
  const clientFor = (generation: PathGeneration) =>
    createUpstreamClient({
      baseUrl: upstream.baseUrl,
      appKey: upstream.appKey,
      appSecret: upstream.appSecret,
      algorithm: config.signatureAlgorithm,
      generation,
      transport,
      now: Date.now,
      clockSkew,
    });
  let paths: GenerationReport;
  try {
    paths = await reportGenerations(config.pathGeneration, clientFor);
  } catch (error) {
    await upstream.simulator?.stop();
    throw error;
  }
  say(paths.line);
  const client = clientFor(paths.generation);
  const host = new URL(upstream.baseUrl).host;
  const target = {
    client,
    mqttUrl: upstream.mqttUrl,
    eventsUrl: upstream.eventsUrl,
    appKey: upstream.appKey,
    appSecret: upstream.appSecret,
    algorithm: config.signatureAlgorithm,
    now: () => Date.now() + clockSkew.correctionMs(),
  };
  const found: Found = { accountIds: [] };
  let failed = paths.failed ? 1 : 0;
  try {
    for (const check of CHECKS) {
      try {
        say(`  ok    ${check.name}: ${await check.run(target, found)}`);
      } catch (error) {
        if (error instanceof NotConfigured) {
          say(`  --    ${check.name}: not checked, ${error.message}`);
          continue;
        }
        failed += 1;
        const offset = clockSkew.current().offset_ms;
        say(`  FAIL  ${check.name}: ${likelyCause(error, { host, clockOffsetMs: offset })}`);
      }
    }
  } finally {
    await upstream.simulator?.stop();
  }
  const offset = clockSkew.current().offset_ms;
  if (offset !== null && needsCorrection(offset))
    say(
      `Clock: this computer is ${String(Math.round(Math.abs(offset) / 1_000))} s ${offset > 0 ? 'behind' : 'ahead of'} the broker. The dashboard signs with the broker's time after the first refusal; setting the clock (NTP) avoids that refusal.`,
    );
  say(failed === 0 ? 'Every check worked.' : `${String(failed)} of ${String(CHECKS.length + 1)} checks failed.`);
  return failed === 0 ? 0 : 1;
}

function readConfig(): Config | null {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
    return null;
  }
}

function whatIsChecked(config: Config): string {
  const { upstream } = config;
  if (upstream.mode === 'paper')
    return 'No BROKER_* keys set: checking the embedded simulator (set your keys in .env to check your account).';
  const where = upstream.region === 'custom' ? new URL(upstream.httpUrl).host : `region ${upstream.region}`;
  return `Checking ${where} with app key ${mask(upstream.appKey)}.`;
}

function withoutSimulatorState(config: Config): Config {
  if (config.upstream.mode !== 'paper') return config;
  return {
    ...config,
    upstream: { ...config.upstream, simulator: { ...config.upstream.simulator, stateFile: undefined, dataDir: null } },
  };
}

/** Enough of the key to tell which one it is; never the whole key. */
function mask(key: string): string {
  return key.length <= 8 ? '****' : `${key.slice(0, 4)}…${key.slice(-2)}`;
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

main().then(
  (code) => {
    process.exit(code);
  },
  (error: unknown) => {
    process.stderr.write(`check-live failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
