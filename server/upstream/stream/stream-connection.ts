import { connect } from 'mqtt';

/** What the session controller hears from one MQTT connection. */
export interface ConnectionHandlers {
  /** CONNACK 0 arrived. */
  onConnected(): void;
  onMessage(topic: string, payload: Uint8Array): void;
  /** The connection ended or could not be made; called once per connection. */
  onClosed(reason: string): void;
}

export interface StreamConnection {
  close(): void;
}

/** Opens one connection per call; the controller decides when to call again (its own backoff). */
export type StreamConnector = (handlers: ConnectionHandlers) => StreamConnection;

export interface MqttConnectorOptions {
  /** `mqtt://127.0.0.1:P` (simulator) or `mqtts://data-api.<region>:1883` (docs/protocol.md#hosts). */
  url: string;
  /** The MQTT ClientId; the subscribe calls name it as `session_id`. */
  sessionId: string;
  appKey: string;
  /** Any value is accepted (docs/protocol.md#streaming); a random one per start. */
  password: string;
}

/**
 * An MQTT v3.1.1 connection with the `mqtt` client: ClientId = session id, user name = app key
 * (docs/protocol.md#streaming). Its own reconnect is off (reconnectPeriod 0): the controller reconnects
 * with jittered backoff and must resubscribe after each CONNACK, which the server does not
 * restore. No MQTT SUBSCRIBE is sent: the server pushes to the session by itself.
 */
export function mqttConnector(options: MqttConnectorOptions): StreamConnector {
  return (handlers) => {
    let closed = false;
    const client = connect(options.url, {
      protocolVersion: 4,
      clientId: options.sessionId,
      username: options.appKey,
      password: options.password,
      clean: true,
      reconnectPeriod: 0,
      // The Java SDK's connect timeout (docs/protocol.md#retries).
      connectTimeout: 5_000,
      keepalive: 30,
    });
    const end = (reason: string) => {
      if (closed) return;
      closed = true;
      client.end(true);
      handlers.onClosed(reason);
    };
    client.on('connect', () => {
      if (!closed) handlers.onConnected();
    });
    client.on('message', (topic, payload) => {
      if (!closed) handlers.onMessage(topic, payload);
    });
    client.on('error', (error) => {
      end(error.message);
    });
    client.on('close', () => {
      end('connection closed');
    });
    return {
      close: () => {
        end('closed by the BFF');
      },
    };
  };
}
