import { ErrorBoundary } from '../components/error-boundary';
import { Dashboard } from './components/dashboard';
import { SessionGate } from './components/session-gate';
import { AppProvider } from './provider';

/** The whole SPA: never a blank screen, sign-in first, then the dashboard. */
export function App() {
  return (
    <ErrorBoundary fallbackTitle="The dashboard stopped working.">
      <AppProvider>
        <SessionGate>{(session) => <Dashboard session={session} />}</SessionGate>
      </AppProvider>
    </ErrorBoundary>
  );
}
