import { createHash } from 'node:crypto';

// One stylesheet in the page itself; the CSP lets it in by its hash, never by 'unsafe-inline'.
const STYLE = 'body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}';

/** The CSP source for the login pages' `<style>`. */
export const LOGIN_PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head>
<body><h1>${title}</h1>
${body}
</body></html>`;
}

/** A used, mistyped or missing login token. */
export const INVALID_LOGIN_PAGE = page(
  'Sign in required',
  `<p>This login link is not valid (each link works once). Open the newest login link printed in the
terminal where <code>npm start</code> runs.</p>`,
);

/** A login token presented after its few minutes were up; a fresh link has just been printed. */
export function expiredLoginPage(ttlMinutes: number): string {
  return page(
    'Login link expired',
    `<p>This login link has expired (links work for ${String(ttlMinutes)} minutes). A fresh link was just
printed in the terminal where <code>npm start</code> runs: open that one.</p>`,
  );
}
