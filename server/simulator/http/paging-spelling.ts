import { illegalParameter } from './api-error';
import type { PathGeneration } from './handler-context';
import { parseIntegerParam } from './param-parsers';

/**
 * Each generation pages in its own words (docs/protocol.md#paged-lists): the generation-3 paths
 * hand back an opaque `pagination_key` (or do not page at all), the generation-2 paths take what
 * the SDKs send (`page_index` and `page_size`, or `page_size` and a last id). A path given the
 * other generation's paging words refuses them, as it refuses the other's sector periods.
 *
 * `gen2Words` are the generation-2 paging parameters of the operation.
 */
export function refuseOtherPaging(
  { generation, params }: { generation: PathGeneration; params: Readonly<Record<string, string>> },
  gen2Words: readonly string[],
): void {
  const foreign = generation === 'gen3' ? gen2Words : ['pagination_key'];
  for (const name of foreign) if (params[name] !== undefined) throw illegalParameter(name, 'is not taken on this path');
}

/** `page_index` (from 1) and `page_size` of a generation-2 list, with the list's own limits. */
export function pageIndexParams(
  params: Readonly<Record<string, string>>,
  size: { max: number; fallback: number },
): { offset: number; size: number } {
  const index = parseIntegerParam('page_index', params.page_index, { min: 1, max: 100_000, fallback: 1 });
  const pageSize = parseIntegerParam('page_size', params.page_size, { min: 1, ...size });
  return { offset: (index - 1) * pageSize, size: pageSize };
}
