import { useQuery } from '@tanstack/react-query';
import { snapshotsQueryOptions } from '@src/api/get-snapshots';

/**
 * The last price of `symbol`, to draw the analysts' targets against. The quote panel's
 * snapshot entry, so while both show one symbol no extra call is made.
 */
export function useCurrentPrice(symbol: string) {
  return useQuery({
    ...snapshotsQueryOptions([symbol]),
    select: (list) => list.find((item) => item.symbol === symbol)?.price,
  });
}
