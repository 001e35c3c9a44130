import type { HandlerContext, PathGeneration } from './handler-context';
import type { SimulatorRuntime } from './runtime';

/** What a call brings to its handler; the rest of the context is the simulator's own. */
export interface CallInput {
  params: HandlerContext['params'];
  body: unknown;
  generation: PathGeneration;
  appKey: string;
  marketNowMs: number;
}

/** The context an operation handler runs in, for an API call or a control-surface look. */
export function operationContext(runtime: SimulatorRuntime, call: CallInput): HandlerContext {
  const { deps } = runtime;
  return {
    ...call,
    market: deps.market,
    state: deps.state,
    stream: runtime.stream,
    broker: runtime.broker,
    tokens: runtime.tokens,
    tokenCheck: runtime.tokenCheck,
    serverNowMs: runtime.serverClock.now(),
  };
}
