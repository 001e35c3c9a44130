/**
 * The second-factor token's calls (docs/protocol.md#access-token). None of them carries a token:
 * they are how the BFF gets one. The config call has one path (generation 2's) on both generations,
 * as the SDKs call it, and all three go with `x-version: v2`: the config call has no generation-3
 * form, and a provider asked it with `v3` answers 404. Not counted by the scheduler: the token keeper paces itself (one check every
 * 5 s, at most 7 calls in 30 s against the provider's 10).
 */
export const TOKEN_UPSTREAM_OPERATIONS = {
  getApiConfig: {
    method: 'GET',
    gen3: '/openapi/config',
    gen2: '/openapi/config',
    group: 'unlimited',
    withoutToken: true,
    version: 'v2',
  },
  createToken: {
    method: 'POST',
    gen3: '/auth/tokens/create',
    gen2: '/openapi/auth/token/create',
    group: 'unlimited',
    withoutToken: true,
    version: 'v2',
  },
  checkToken: {
    method: 'POST',
    gen3: '/auth/tokens/check',
    gen2: '/openapi/auth/token/check',
    group: 'unlimited',
    withoutToken: true,
    version: 'v2',
  },
} as const;
