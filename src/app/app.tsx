import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/error-boundary';
import { Dashboard } from './components/dashboard';
import { LiveProvider } from './components/live-provider';
import { SessionGate } from './components/session-gate';
import { preloadWorkspace } from './components/workspace-chunks';
import { WorkspaceLayoutProvider } from './components/workspace-layout-provider';
import type { LiveConnection } from './live-connection';
import { TokenGate } from './token/token-gate';
import { AppProvider } from './provider';

/** The whole SPA: never a blank screen, sign-in first, then the dashboard. */
export function App({ client, live }: { client: QueryClient; live: LiveConnection }) {
  return (
    <ErrorBoundary fallbackTitle="The dashboard stopped working.">
      <AppProvider client={client}>
        <SessionGate>
          {(session) => (
            // Live data needs the session cookie: connect only once signed in (the entry script
            // opened the connection already when the session answered).
            <LiveProvider connection={live}>
              {/* The broker's second-factor sign-in, when it asks for one, comes before the dashboard. */}
              <TokenGate>
                <WorkspaceLayoutProvider preload={preloadWorkspace}>
                  {(controls) => <Dashboard session={session} controls={controls} />}
                </WorkspaceLayoutProvider>
              </TokenGate>
            </LiveProvider>
          )}
        </SessionGate>
      </AppProvider>
    </ErrorBoundary>
  );
}
