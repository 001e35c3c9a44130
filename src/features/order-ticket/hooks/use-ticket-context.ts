import { symbolSchema } from '@contracts/common';
import type { Account } from '@contracts/accounts';
import type { MarketClock } from '@contracts/market-clock';
import { useBalance } from '@src/api/get-balance';
import { useInstrumentTrading } from '@src/api/get-instrument-trading';
import { usePositions } from '@src/api/get-positions';
import { ApiError } from '@src/lib/api-error';
import { useClockReading } from '@src/lib/use-clock';
import type { TicketContext } from '../utils/check-order';
import { marketMinuteAt, momentOfMinute, sessionInMinute } from '../utils/market-session';
import { heldQuantity } from '../utils/position-rules';
import type { TicketQuote } from '../utils/ticket-quote';

/**
 * What the checks read besides the form: the account's kind, buying power and position in the
 * symbol, the instrument's trading rules, and the session the broker's market is in now (market
 * time, from the clock the app reads for the header: docs/protocol.md#market-time). `unknownSymbol` when the BFF does not know the symbol.
 */
export function useTicketContext(
  account: Account | undefined,
  symbol: string,
  quote: TicketQuote,
  marketClock: MarketClock | undefined,
) {
  const accountId = account?.account_id;
  const balance = useBalance(accountId);
  const positions = usePositions(accountId);
  const instrument = useInstrumentTrading(symbolSchema.safeParse(symbol).success ? symbol : '');
  // The market's minute, not the second: the ticket renders again when the session can change.
  const marketMinute = useClockReading((now) =>
    marketClock === undefined ? undefined : marketMinuteAt(marketClock, now),
  );
  const context: TicketContext = {
    quote,
    account: {
      isMargin: account === undefined ? undefined : account.account_type.toUpperCase() === 'MARGIN',
      buyingPower: balance.data?.buying_power,
      position: positions.data === undefined ? undefined : heldQuantity(positions.data.positions, symbol),
    },
    instrument: instrument.data,
    marketSession: marketMinute === undefined ? undefined : sessionInMinute(marketMinute),
    marketMoment: marketMinute === undefined ? undefined : momentOfMinute(marketMinute),
  };
  const unknownSymbol = instrument.error instanceof ApiError && instrument.error.kind === 'not-found';
  return { context, unknownSymbol, balance: balance.data };
}
