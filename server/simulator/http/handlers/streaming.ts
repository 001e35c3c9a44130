import { z } from 'zod';
import type { StreamConnection } from '@server/simulator/mqtt/broker';
import { SUB_TYPES, type SubType } from '@server/simulator/mqtt/push-messages';
import { ApiError, illegalParameter } from '../api-error';
import type { HandlerContext } from '../handler-context';
import { parseBooleanParam, parseCategory, parseIntegerParam, parseSymbolList, requireParam } from '../param-parsers';
import { resolveSymbols } from '../resolve-symbols';

/**
 * Topic quota per connection, in (symbol, sub_type) pairs. The provider documents a quota
 * (unsubscribe "releases topic quota", docs/protocol.md#subscribe-and-unsubscribe) but not its size; 1200 = 100 symbols
 * x 3 types x 4 full subscribe calls.
 */
export const TOPIC_QUOTA = 1200;

const bodySchema = z.record(z.string(), z.unknown());

function bodyOf(body: unknown): Record<string, unknown> {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw illegalParameter('body', 'must be a JSON object');
  return parsed.data;
}

function text(name: string, value: unknown): string {
  if (value === undefined || value === null) return requireParam(name, undefined);
  if (typeof value !== 'string') throw illegalParameter(name, 'must be a string');
  return requireParam(name, value);
}

function list(name: string, value: unknown): string | string[] {
  if (typeof value === 'string') return value;
  const parsed = z.array(z.string()).safeParse(value);
  if (value === undefined || value === null) throw illegalParameter(name, 'is required');
  if (!parsed.success) throw illegalParameter(name, 'must be an array of strings');
  return parsed.data;
}

/** The session must be an MQTT connection open now under the caller's own App Key (docs/protocol.md#streaming). */
function connectedSession(context: HandlerContext, value: unknown): StreamConnection {
  const sessionId = text('session_id', value);
  const connection = context.stream.broker.connection(sessionId);
  if (connection?.appKey !== context.appKey) {
    throw illegalParameter(
      'session_id',
      `(${sessionId}) is not a connected streaming session of this App Key; connect by MQTT with it as the client id first`,
    );
  }
  return connection;
}

function subTypes(value: unknown): SubType[] {
  const given = list('sub_types', value);
  const names = (typeof given === 'string' ? given.split(',') : given).map((s) => s.trim());
  if (names.length === 0 || names.some((n) => n === ''))
    throw illegalParameter('sub_types', 'must list QUOTE, SNAPSHOT or TICK');
  const unknown = names.filter((n) => !SUB_TYPES.some((t) => t === n));
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      'UNSUPPORTED_SUB_TYPE',
      `Unsupported sub_types: ${unknown.join(', ')}; use ${SUB_TYPES.join(', ')}.`,
    );
  }
  return [...new Set(SUB_TYPES.filter((t) => names.includes(t)))];
}

/** The symbols, category and sub_types of a (un)subscribe body, validated as the snapshot endpoint does. */
function selection(context: HandlerContext, body: Record<string, unknown>) {
  const symbols = parseSymbolList('symbols', list('symbols', body.symbols), 100);
  const category = parseCategory(text('category', body.category));
  const types = subTypes(body.sub_types);
  resolveSymbols(context.market, symbols, category);
  return { symbols: [...new Set(symbols)], category, types };
}

/** `POST /market-data/streaming/subscribe`: 200 with no body (docs/protocol.md#streaming). */
export function subscribeStreaming(context: HandlerContext): undefined {
  const body = bodyOf(context.body);
  const connection = connectedSession(context, body.session_id);
  const { symbols, category, types } = selection(context, body);
  const depth = parseIntegerParam('depth', body.depth, { min: 1, max: 50, fallback: 10 });
  // The overnight book only when asked for (docs/protocol.md#overnight-depth).
  const overnight = parseBooleanParam('overnight_required', body.overnight_required);
  parseBooleanParam('grab', body.grab);
  const change = { symbols, category, types, depth, overnight };
  const { subscriptions } = context.stream;
  if (subscriptions.countAfter(connection.sessionId, change) > TOPIC_QUOTA) {
    throw new ApiError(
      400,
      'TOO_MANY_SUBSCRIPTION',
      `Subscription quota exceeded: at most ${String(TOPIC_QUOTA)} symbol and sub_type pairs per session.`,
    );
  }
  subscriptions.add(connection.sessionId, change);
  context.stream.countCall('subscribe');
  if (!context.stream.paused()) context.stream.pushLoop.pushSession(connection.sessionId, symbols, types);
  return undefined;
}

/** `POST /market-data/streaming/unsubscribe`: named pairs, or everything with `unsubscribe_all`. */
export function unsubscribeStreaming(context: HandlerContext): undefined {
  const body = bodyOf(context.body);
  const connection = connectedSession(context, body.session_id);
  const { subscriptions } = context.stream;
  if (parseBooleanParam('unsubscribe_all', body.unsubscribe_all)) {
    subscriptions.removeSession(connection.sessionId);
  } else {
    const { symbols, types } = selection(context, body);
    subscriptions.remove(connection.sessionId, symbols, types);
  }
  context.stream.countCall('unsubscribe');
  return undefined;
}
