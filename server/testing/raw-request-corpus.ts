/**
 * Raw requests a careless script, a scanner or a broken client might send to a loopback server:
 * request targets no browser would write (`//host:99999/path`, absolute-form, broken %-escapes,
 * bytes outside ASCII), headers over the limit or malformed, each also as a WebSocket upgrade,
 * and bytes that are not HTTP at all. Bounded (about a hundred entries) and deterministic.
 */
export interface RawRequest {
  name: string;
  bytes: string | Buffer;
}

/** Request targets; `ws` is the WebSocket path of the server under test (`/mqtt`). */
function targets(ws: string): string[] {
  return [
    `//x:99999${ws}`,
    `//x${ws}`,
    `//x:-1${ws}`,
    '//',
    '///',
    `http://x:99999${ws}`,
    `http://[::1${ws}`,
    `http:${ws}`,
    `ws://127.0.0.1${ws}`,
    `${ws}%`,
    `${ws}%zz`,
    `${ws}?%zz=%`,
    '/%zz',
    '/api/%zz',
    '/api/%E0%A4%A',
    `/api/watchlists/${'a'.repeat(200)}`,
    `/api/watchlists/${'%zz'.repeat(40)}`,
    `/${'a'.repeat(4000)}`,
    '*',
    '\\\\x\\mqtt',
    `${ws}\u00ff\u00fe`,
    `${ws}#fragment`,
    '/..%2f..%2fetc%2fpasswd',
    '@x:99999',
  ];
}

const WS_HEADERS =
  'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: mqtt\r\n';

/** Pseudo-random bytes from a fixed seed: the same garbage on every run. */
function garbage(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    bytes[i] = state % 256;
  }
  return bytes;
}

/** The corpus for an HTTP server at `host` (its own `Host` value) with WebSockets at `ws`. */
export function rawRequestCorpus(host: string, ws = '/mqtt'): RawRequest[] {
  const requests: RawRequest[] = [];
  for (const target of targets(ws)) {
    const line = `GET ${target} HTTP/1.1\r\n`;
    requests.push({ name: `GET ${target.slice(0, 40)}`, bytes: `${line}Host: ${host}\r\nConnection: close\r\n\r\n` });
    requests.push({ name: `upgrade ${target.slice(0, 40)}`, bytes: `${line}Host: ${host}\r\n${WS_HEADERS}\r\n` });
    requests.push({ name: `upgrade without Host ${target.slice(0, 40)}`, bytes: `${line}${WS_HEADERS}\r\n` });
  }
  const upgradeOf = (headers: string) => `GET ${ws} HTTP/1.1\r\n${headers}\r\n`;
  const headerCases: [string, string][] = [
    ['a Host with a port out of range', `Host: x:99999\r\n${WS_HEADERS}`],
    ['a Host with a space', `Host: a b\r\n${WS_HEADERS}`],
    ['two Host headers', `Host: ${host}\r\nHost: evil.example\r\n${WS_HEADERS}`],
    ['an empty Host', `Host:\r\n${WS_HEADERS}`],
    ['a broken cookie', `Host: ${host}\r\nCookie: dash_session=%zz; =; ;;\r\n${WS_HEADERS}`],
    ['an Origin that is no URL', `Host: ${host}\r\nOrigin: http://[::1\r\n${WS_HEADERS}`],
    [
      'no Sec-WebSocket-Key',
      `Host: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n`,
    ],
    ['a WebSocket version no one speaks', `Host: ${host}\r\n${WS_HEADERS.replace('Version: 13', 'Version: 99')}`],
    ['an upgrade to something else', `Host: ${host}\r\nUpgrade: h2c\r\nConnection: Upgrade\r\n`],
    ['a huge subprotocol list', `Host: ${host}\r\n${WS_HEADERS}Sec-WebSocket-Protocol: ${'x,'.repeat(3000)}mqtt\r\n`],
    ['headers over 16 KB', `Host: ${host}\r\nCookie: ${'a'.repeat(20_000)}\r\n${WS_HEADERS}`],
    ['a thousand headers', `Host: ${host}\r\n${'X-A: b\r\n'.repeat(1000)}${WS_HEADERS}`],
    ['a header without a colon', `Host: ${host}\r\nno colon here\r\n${WS_HEADERS}`],
    ['a NUL in a header', `Host: ${host}\r\nX-A: a\u0000b\r\n${WS_HEADERS}`],
    ['a body on an upgrade', `Host: ${host}\r\nContent-Length: 5\r\n${WS_HEADERS}`],
  ];
  for (const [name, headers] of headerCases) requests.push({ name: `upgrade with ${name}`, bytes: upgradeOf(headers) });
  const plain: [string, string][] = [
    ['a request line over 16 KB', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['headers over 16 KB', `GET / HTTP/1.1\r\nHost: ${host}\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['a bad Content-Length', `POST /api/orders HTTP/1.1\r\nHost: ${host}\r\nContent-Length: abc\r\n\r\n`],
    [
      'two Content-Lengths',
      `POST /api/orders HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
    ],
    [
      'a broken chunked body',
      `POST /api/orders HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'a body shorter than its Content-Length',
      `POST /api/orders HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{}`,
    ],
    ['HTTP/9.9', `GET / HTTP/9.9\r\nHost: ${host}\r\n\r\n`],
    ['HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n'],
    ['a lowercase method', `get / HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['an unknown method', `BREW / HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['CONNECT to a port out of range', `CONNECT x:99999 HTTP/1.1\r\nHost: x:99999\r\n\r\n`],
    ['OPTIONS *', `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['the HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['an empty line only', '\r\n\r\n'],
    ['a request line only, no line break', 'GET /'],
  ];
  for (const [name, bytes] of plain) requests.push({ name, bytes });
  requests.push({ name: 'a TLS ClientHello', bytes: Buffer.from('16030100a5010000a10303', 'hex') });
  requests.push({ name: '4 KB of seeded garbage', bytes: garbage(4096, 25) });
  requests.push({ name: 'NUL bytes', bytes: Buffer.alloc(512) });
  return requests;
}

/**
 * MQTT packets no client may send: malformed, from another protocol, or out of order (before
 * CONNECT). Each is whole, so a server must close the link on it rather than wait for more.
 */
export function malformedMqttPackets(): RawRequest[] {
  const hex = (name: string, bytes: string): RawRequest => ({
    name,
    bytes: Buffer.from(bytes.replace(/ /g, ''), 'hex'),
  });
  return [
    hex('a remaining length past the MQTT maximum', '10 ff ff ff ff 7f'),
    hex('a CONNECT with another protocol name', '10 0e 00 04 58 58 58 58 04 02 00 3c 00 02 69 64'),
    hex('a CONNECT with protocol level 99', '10 0e 00 04 4d 51 54 54 63 02 00 3c 00 02 69 64'),
    hex('a CONNECT whose client id runs past the packet', '10 0e 00 04 4d 51 54 54 04 02 00 3c ff ff 69 64'),
    hex('a SUBSCRIBE before CONNECT', '82 0a 00 01 00 05 71 2f 61 62 63 00'),
    hex('a PUBLISH before CONNECT', '30 07 00 03 61 2f 62 68 69'),
    hex('a reserved packet type', 'f0 00'),
    hex('a PINGREQ before CONNECT', 'c0 00'),
  ];
}

/** Bytes for an MQTT port: malformed packets, a CONNECT cut short, then the HTTP corpus. */
export function rawMqttCorpus(host: string): RawRequest[] {
  return [
    ...malformedMqttPackets(),
    { name: 'a CONNECT cut short', bytes: Buffer.from('102000044d51545404', 'hex') },
    ...rawRequestCorpus(host),
  ];
}

/** Bytes for an HTTP/2 (gRPC) port: a preface with broken frames, then the HTTP/1 corpus. */
export function rawHttp2Corpus(host: string): RawRequest[] {
  const preface = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1');
  const frame = (hexBytes: string) => Buffer.concat([preface, Buffer.from(hexBytes.replace(/ /g, ''), 'hex')]);
  return [
    {
      name: 'a preface and a SETTINGS frame of the wrong length',
      bytes: frame('00 00 05 04 00 00 00 00 00 01 02 03 04 05'),
    },
    { name: 'a preface and a frame longer than allowed', bytes: frame('ff ff ff 00 00 00 00 00 01') },
    {
      name: 'a preface and HEADERS on stream 0',
      bytes: frame('00 00 04 04 00 00 00 00 00 00 00 01 05 00 00 00 00 00'),
    },
    { name: 'a preface and 4 KB of garbage', bytes: Buffer.concat([preface, Buffer.alloc(4096, 0xab)]) },
    { name: 'half a preface', bytes: preface.subarray(0, 10) },
    ...rawRequestCorpus(host, '/mqtt'),
  ];
}
