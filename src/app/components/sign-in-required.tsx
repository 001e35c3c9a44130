/** Shown when the BFF has no session for this browser. */
export function SignInRequired() {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-8">
      <h1 className="text-2xl font-semibold">Sign in required</h1>
      <p>
        This dashboard only opens through the one-time login link printed in the terminal by{' '}
        <code className="rounded bg-slate-200 px-1 dark:bg-slate-800">npm start</code>. Open that link in this browser.
      </p>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        Each link works once, within five minutes; the server prints a fresh one after it is used or when an expired one
        is opened.
      </p>
    </main>
  );
}
