/** Hosts of one provider environment: docs/protocol.md#hosts. */
export interface RegionHosts {
  /** HTTP API (trading and market data), HTTPS on 443. */
  http: string;
  /** Market-data streaming (MQTT); null where the provider publishes none. */
  mqtt: string | null;
  /** Trade events (gRPC, TLS on 443). */
  grpc: string;
}

function standard(domain: string): RegionHosts {
  return { http: `api.${domain}`, mqtt: `data-api.${domain}`, grpc: `events-api.${domain}` };
}

/**
 * Region presets by name. UAT/pre hosts come from the official SDKs; where no MQTT host is
 * published the entry is null, and live prices are polled (docs/protocol.md#hosts).
 */
export const REGION_PRESETS = {
  us: standard('webull.com'),
  'us-uat': {
    http: 'us-openapi-alb.uat.webullbroker.com',
    mqtt: 'us-openapi-quotes-api.uat.webullbroker.com',
    grpc: 'us-openapi-events.uat.webullbroker.com',
  },
  'us-sandbox': { http: 'api.sandbox.webull.com', mqtt: null, grpc: 'events-api.sandbox.webull.com' },
  'us-pre': { http: 'pre-openapi-us-alb.webullbroker.com', mqtt: null, grpc: 'pre-openapi-us-events.webullbroker.com' },
  hk: standard('webull.hk'),
  'hk-sandbox': standard('sandbox.webull.hk'),
  'hk-uat': { http: 'hk-openapi.uat.webullbroker.com', mqtt: null, grpc: 'hk-openapi-events-api.uat.webullbroker.com' },
  'hk-pre': { http: 'pre-openapi-alb.webullbroker.com', mqtt: null, grpc: 'pre-openapi-events.webullbroker.com' },
  jp: standard('webull.co.jp'),
  'jp-uat': {
    http: 'jp-openapi-alb.uat.webullbroker.com',
    mqtt: 'data-api.uat.webullbroker.com',
    grpc: 'jp-openapi-events.uat.webullbroker.com',
  },
  sg: standard('webull.com.sg'),
  th: standard('webull.co.th'),
  au: standard('webull.com.au'),
  my: standard('webull.com.my'),
  uk: standard('webull-uk.com'),
  eu: standard('webull.eu'),
} as const satisfies Record<string, RegionHosts>;

export type RegionName = keyof typeof REGION_PRESETS;

export const REGION_NAMES = Object.keys(REGION_PRESETS) as [RegionName, ...RegionName[]];
