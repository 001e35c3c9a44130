import {
  chooseGeneration,
  describe,
  GENERATION_NAMES,
  probeGeneration,
  type PathGeneration,
} from '@server/upstream/client/find-generation';
import type { UpstreamClient } from '@server/upstream/client/http-client';

export interface GenerationReport {
  /** The generation the other checks use. */
  generation: PathGeneration;
  /** One line for check-live's output, starting `ok` or `FAIL`. */
  line: string;
  failed: boolean;
}

/**
 * check-live's first word: how each path generation answers this key (docs/protocol.md#path-generations),
 * which one the dashboard uses, and, when the setting names one the key is not served on, the cure.
 */
export async function reportGenerations(
  setting: 'auto' | PathGeneration,
  clientFor: (generation: PathGeneration) => UpstreamClient,
): Promise<GenerationReport> {
  const v3 = await probeGeneration(clientFor('v3'));
  const v2 = await probeGeneration(clientFor('v2'));
  const answers = `${GENERATION_NAMES.v3} ${describe(v3)}; ${GENERATION_NAMES.v2} ${describe(v2)}`;
  if (setting === 'auto') {
    const found = chooseGeneration(v3, v2);
    const failed = v3 !== 'answers' && v2 !== 'answers';
    return {
      generation: found.generation,
      failed,
      line: `${failed ? 'FAIL' : 'ok  '}  Paths: ${answers}. ${failed ? 'Neither works for this key: check the host and BROKER_REGION.' : `BROKER_PATH_GENERATION=auto uses generation ${found.generation === 'v3' ? '3' : '2'}.`}`,
    };
  }
  const chosen = setting === 'v3' ? v3 : v2;
  const other: PathGeneration = setting === 'v3' ? 'v2' : 'v3';
  const otherWorks = (setting === 'v3' ? v2 : v3) === 'answers';
  const failed = chosen !== 'answers';
  const cure = otherWorks ? ` Set BROKER_PATH_GENERATION=${other} or auto.` : ' Check the host and BROKER_REGION.';
  return {
    generation: setting,
    failed,
    line: `${failed ? 'FAIL' : 'ok  '}  Paths: ${answers}. BROKER_PATH_GENERATION=${setting}${failed ? ` names paths this key is not served on.${cure}` : ' works.'}`,
  };
}
