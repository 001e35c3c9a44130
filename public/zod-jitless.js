// Zod probes for `new Function` as soon as the first object schema is built, to pick a compiled
// fast path. The page's CSP forbids eval, so the probe fails and zod falls back anyway, but the
// attempt is reported as a CSP violation on every load. This classic script runs before the
// module bundle (where schemas are built while the shared chunks load, before any of our code
// could call z.config) and sets the global configuration z.config writes to, so zod skips the
// probe. Nothing else changes. See docs/security.md#headers.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
