/** The browser session cookie: HttpOnly (no script reads it), SameSite=Strict (no cross-site sends). */
export const SESSION_COOKIE = 'dash_session';

export const SESSION_COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  // Secure when the browser reached us over HTTPS; the default loopback HTTP would lose the
  // cookie with Secure always on.
  secure: 'auto',
} as const;
