/** The browser session cookie: HttpOnly (no script reads it), SameSite=Strict (no cross-site sends). */
export const SESSION_COOKIE = 'dash_session';

export const SESSION_COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  // The BFF binds loopback over plain HTTP by default; Secure would stop the cookie there.
  secure: false,
} as const;
