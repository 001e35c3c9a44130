import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { apiSend } from '@src/lib/api-client';
import { SESSION_QUERY_KEY } from '../session/get-session';

/** Ends this browser's session at the BFF (`DELETE /api/session`); the sign-in screen follows. */
export function LogoutButton({ beforeLogout }: { beforeLogout: () => Promise<unknown> }) {
  const client = useQueryClient();
  const [failed, setFailed] = useState(false);
  const logOut = async () => {
    // The layout's last change is saved while the session still allows it.
    await beforeLogout();
    try {
      await apiSend('DELETE', '/api/session', undefined, z.undefined());
    } catch {
      setFailed(true);
      return;
    }
    // Nothing of the signed-in screens is kept: the next query is the session, which now says 401.
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  return (
    <button
      type="button"
      title={failed ? 'The server did not answer; try again' : 'End this session; sign in again with a fresh link'}
      onClick={() => void logOut()}
      className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      {failed ? 'Log out (retry)' : 'Log out'}
    </button>
  );
}
