import type { Category } from '@contracts/common';
import type { SymbolDirectory } from '../market-data/symbol-directory';
import { UnknownSymbolError } from '../client/upstream-errors';
import type { StreamApi, StreamRequest } from '../stream/stream-api';
import type { ConnectionHandlers, StreamConnector } from '../stream/stream-connection';

/** Lets every pending promise callback run (no time passes on any clock). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A directory from a fixed table; other symbols are unknown. */
export function tableDirectory(table: Record<string, Category>): SymbolDirectory & { lookups: string[][] } {
  const lookups: string[][] = [];
  return {
    lookups,
    categoriesOf(symbols) {
      lookups.push([...symbols]);
      const unknown = symbols.filter((s) => table[s] === undefined);
      if (unknown.length > 0) return Promise.reject(new UnknownSymbolError(unknown));
      return Promise.resolve(new Map(symbols.map((s) => [s, table[s] ?? 'US_STOCK'])));
    },
  };
}

export interface RecordedCall extends StreamRequest {
  op: 'subscribe' | 'unsubscribe';
  sessionId: string;
}

/** A StreamApi that records each call; `failNext` makes the next calls reject, `hold` keeps them pending. */
export function recordingApi() {
  const calls: RecordedCall[] = [];
  let failures = 0;
  let failure: Error = new Error('upstream 500 INTERNAL_ERROR');
  let holding = false;
  const held: (() => void)[] = [];
  const record = (op: RecordedCall['op']) => (sessionId: string, request: StreamRequest) => {
    calls.push({ op, sessionId, ...request, symbols: [...request.symbols] });
    if (failures > 0) {
      failures -= 1;
      return Promise.reject(failure);
    }
    if (holding) return new Promise<void>((resolve) => held.push(resolve));
    return Promise.resolve();
  };
  const api: StreamApi = { subscribe: record('subscribe'), unsubscribe: record('unsubscribe') };
  return {
    api,
    calls,
    failNext(count: number, error: Error = new Error('upstream 500 INTERNAL_ERROR')) {
      failures = count;
      failure = error;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
    /** Symbols currently subscribed per sub_type, replaying the calls as the server would. */
    subscribed(): Map<string, Set<string>> {
      const state = new Map<string, Set<string>>();
      for (const call of calls) {
        for (const symbol of call.symbols) {
          const types = state.get(symbol) ?? new Set<string>();
          for (const t of call.subTypes) {
            if (call.op === 'subscribe') types.add(t);
            else types.delete(t);
          }
          if (types.size > 0) state.set(symbol, types);
          else state.delete(symbol);
        }
      }
      return state;
    },
  };
}

/** A connector whose connections the test opens, feeds and drops by hand. */
export function fakeConnector() {
  const connections: { handlers: ConnectionHandlers; closed: boolean }[] = [];
  const connector: StreamConnector = (handlers) => {
    const connection = { handlers, closed: false };
    connections.push(connection);
    return {
      close: () => {
        connection.closed = true;
      },
    };
  };
  const current = () => {
    const last = connections.at(-1);
    if (last === undefined) throw new Error('no connection was opened');
    return last;
  };
  return {
    connector,
    connections,
    /** The server accepts the newest connection (CONNACK 0). */
    accept() {
      current().handlers.onConnected();
    },
    push(topic: string, payload: Uint8Array) {
      current().handlers.onMessage(topic, payload);
    },
    /** The server or network drops the newest connection. */
    drop(reason = 'connection reset') {
      const c = current();
      c.closed = true;
      c.handlers.onClosed(reason);
    },
  };
}
