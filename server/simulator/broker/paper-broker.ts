import type Decimal from 'decimal.js';
import { openOrderHold } from './affordability';
import { advanceMarket } from './advance';
import { cancelRequest, replaceOrders } from './amend-orders';
import { batchPlace } from './batch-place';
import { createBrokerCore, type BrokerCore, type BrokerDeps } from './broker-core';
import { settledCash } from './ledger';
import { executions, orderDetail, openOrders, orderHistory } from './order-queries';
import { parsePlace, placeParsed } from './place-orders';
import { previewParsed } from './preview-order';

type Params = Readonly<Record<string, string>>;
type Generation = 'gen2' | 'gen3';

/** How often the broker reads the market when nothing else asks it to (wall-clock ms). */
export const STEP_INTERVAL_MS = 100;

/**
 * The paper broker (docs/protocol.md#paper-broker): orders in, fills against the simulated market
 * out, every change as an order event. Each operation first brings the market up to `now`, so
 * what a request sees is as of its own moment; a timer does the same between requests.
 */
export interface PaperBroker {
  preview(body: unknown): unknown;
  place(body: unknown): Promise<unknown>;
  batchPlace(body: unknown): Promise<unknown>;
  replace(body: unknown): Promise<unknown>;
  cancel(body: unknown): Promise<unknown>;
  openOrders(params: Params, generation: Generation): unknown;
  history(params: Params, generation: Generation): unknown;
  detail(params: Params): unknown;
  executions(params: Params): unknown;
  /** What the account's working orders hold and the cash it has settled, for its balance. */
  accountFigures(accountId: string): { hold: Decimal; settledCash: Decimal };
  /** Works every order against the prints up to now; tests and the control surface call it directly. */
  step(): Promise<void>;
  start(): void;
  stop(): void;
  core: BrokerCore;
}

export function createPaperBroker(deps: BrokerDeps): PaperBroker {
  const core = createBrokerCore(deps);
  let timer: NodeJS.Timeout | null = null;
  const upToNow = (forced = false) => {
    const now = deps.now();
    advanceMarket(core, now, forced);
    return now;
  };
  const write = async <T>(run: (now: number) => T): Promise<T> => {
    const result = run(upToNow());
    await core.commit();
    return result;
  };
  return {
    core,
    preview: (body) => {
      const now = upToNow();
      return previewParsed(core, parsePlace(core, body), now);
    },
    place: (body) => write((now) => placeParsed(core, parsePlace(core, body), now)),
    batchPlace: (body) => write((now) => batchPlace(core, body, now)),
    replace: (body) => write((now) => replaceOrders(core, body, now)),
    cancel: (body) => write((now) => cancelRequest(core, body, now)),
    openOrders: (params, generation) => {
      upToNow();
      return openOrders(core, params, generation);
    },
    history: (params, generation) => orderHistory(core, params, generation, upToNow()),
    detail: (params) => {
      upToNow();
      return orderDetail(core, params);
    },
    executions: (params) => executions(core, params, upToNow()),
    accountFigures(accountId) {
      const now = upToNow();
      const account = core.account(accountId);
      return { hold: openOrderHold(core, account, now), settledCash: settledCash(account, now) };
    },
    step: async () => {
      upToNow(true);
      await core.commit();
    },
    start() {
      if (timer !== null) return;
      timer = setInterval(() => {
        if (core.workingSymbols().length === 0) return;
        // Every change to an order sends an event, so no new event means nothing to save.
        // A failed step or write is reported and the next tick tries again; it never ends the process.
        const report = (error: unknown) => {
          process.stderr.write(`Paper broker step failed: ${error instanceof Error ? error.message : String(error)}\n`);
        };
        try {
          const before = core.eventCount;
          upToNow();
          if (core.eventCount !== before) core.commit().catch(report);
        } catch (error) {
          report(error);
        }
      }, STEP_INTERVAL_MS);
      timer.unref();
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}
