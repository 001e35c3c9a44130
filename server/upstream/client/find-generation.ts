import type { UpstreamClient } from './http-client';
import { UpstreamHttpError } from './upstream-errors';

export type PathGeneration = 'v2' | 'v3';

/** How one generation's paths answered a probe: any HTTP answer but 404 shows they exist. */
export type GenerationAnswer = 'answers' | 'not-found' | 'unreachable';

export interface FoundGeneration {
  generation: PathGeneration;
  /** For the log, diagnostics and check-live: what the probe found, and the setting that selects it. */
  said: string;
}

/**
 * Asks one generation's account list, without a token: the gateway answers a path it does not
 * serve 404 before any authentication (docs/protocol.md#errors), so a 401 (no token, a clock far
 * off) still shows the path exists.
 */
export async function probeGeneration(client: UpstreamClient): Promise<GenerationAnswer> {
  try {
    await client.call('listAccounts');
    return 'answers';
  } catch (error) {
    if (!(error instanceof UpstreamHttpError)) return 'unreachable';
    return error.status === 404 ? 'not-found' : 'answers';
  }
}

/** Each generation as the log, diagnostics and check-live name it. */
export const GENERATION_NAMES: Record<PathGeneration, string> = {
  v3: 'generation 3 (/trading/..., /market-data/...)',
  v2: 'generation 2 (/openapi/...)',
};

/**
 * The path generation this key is served on, for BROKER_PATH_GENERATION=auto
 * (docs/decisions/0005-the-path-generation-is-found-at-start.md): generation 3 when it answers (one
 * call), else generation 2 when that answers; when neither can be told, generation 3, said so.
 */
export async function findGeneration(
  clientFor: (generation: PathGeneration) => UpstreamClient,
): Promise<FoundGeneration> {
  const v3 = await probeGeneration(clientFor('v3'));
  return chooseGeneration(v3, v3 === 'answers' ? null : await probeGeneration(clientFor('v2')));
}

/** The choice from the probes' answers; `v2` null when it was not asked (generation 3 answered). */
export function chooseGeneration(v3: GenerationAnswer, v2: GenerationAnswer | null): FoundGeneration {
  if (v3 === 'answers') return { generation: 'v3', said: `Paths: ${GENERATION_NAMES.v3} answers; using it.` };
  if (v2 === 'answers')
    return {
      generation: 'v2',
      said: `Paths: this key is served on ${GENERATION_NAMES.v2} only (generation 3 ${describe(v3)}); using it. BROKER_PATH_GENERATION=v2 selects it without asking.`,
    };
  return {
    generation: 'v3',
    said: `Paths: neither generation answered (generation 3 ${describe(v3)}, generation 2 ${describe(v2 ?? 'unreachable')}); trying ${GENERATION_NAMES.v3}. Check the host and BROKER_REGION, or set BROKER_PATH_GENERATION.`,
  };
}

export function describe(answer: GenerationAnswer): string {
  return answer === 'answers' ? 'answers' : answer === 'not-found' ? 'answers 404' : 'could not be reached';
}
