import { Server, ServerCredentials, type Metadata, type ServerWritableStream } from '@grpc/grpc-js';
import type { SubscribeResponse } from '@server/protocol/trade-events-proto';
import type { EventCall } from './event-call';
import type { ReceivedRequest, TradeEventService } from './event-service';
import { eventServiceDefinition } from './event-service-definition';

export interface TradeEventListener {
  port: number;
  /** Cancels every open call (each releases its slot) and stops listening. */
  close(): Promise<void>;
}

/** Serves the trade-event stream over plaintext HTTP/2 (the simulator is loopback only). */
export async function listenTradeEvents(
  service: TradeEventService,
  host: string,
  port: number,
): Promise<TradeEventListener> {
  const server = new Server();
  server.addService(eventServiceDefinition, {
    Subscribe: (call: ServerWritableStream<ReceivedRequest, SubscribeResponse>) => {
      service.subscribe(adaptCall(call), call.request, firstValues(call.metadata));
    },
  });
  const address = `${host.includes(':') ? `[${host}]` : host}:${String(port)}`;
  const bound = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, ServerCredentials.createInsecure(), (error, boundPort) => {
      if (error === null) resolve(boundPort);
      else reject(error);
    });
  });
  return {
    port: bound,
    close() {
      // A server stream never ends by itself, so a graceful shutdown would wait forever.
      server.forceShutdown();
      return Promise.resolve();
    },
  };
}

function adaptCall(call: ServerWritableStream<ReceivedRequest, SubscribeResponse>): EventCall {
  let ended = false;
  return {
    write(response) {
      if (!ended && !call.cancelled) call.write(response);
    },
    end(code, details) {
      if (ended) return;
      ended = true;
      if (call.cancelled) return;
      // grpc-js sends this status after the messages already written.
      call.emit('error', { code, details });
    },
    onCancelled(listener) {
      if (call.cancelled) queueMicrotask(listener);
      else call.once('cancelled', listener);
    },
  };
}

function firstValues(metadata: Metadata): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(metadata.getMap())) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
