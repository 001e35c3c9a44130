import type { Diagnostics } from '@contracts/diagnostics';

export type BundleInput = {
  /** The BFF's snapshot as last relayed; null before the first. */
  diagnostics: Diagnostics | null;
  /** This tab's link to the relay. */
  link: string;
  userAgent: string;
  now: number;
};

/**
 * The JSON "Copy diagnostics" puts on the clipboard: the BFF's snapshot (which holds no key,
 * secret or token: server/diagnostics) and this tab's link and browser, each field named here,
 * so nothing of the tab's own secrets (its session secret, its cookie) can come along.
 */
export function buildDiagnosticsBundle(input: BundleInput): string {
  const bundle = {
    copied_at: new Date(input.now).toISOString(),
    browser: { link: input.link, user_agent: input.userAgent },
    bff: input.diagnostics,
  };
  return JSON.stringify(bundle, null, 2);
}
