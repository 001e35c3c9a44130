import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  children: ReactNode;
  fallbackTitle?: string;
  /** Runs on Retry before the children render again, e.g. to load a failed code chunk afresh. */
  onReset?: () => void;
};
type ErrorBoundaryState = { error: Error | undefined };

/** Catches render errors so the page never goes blank; offers to try again or reload. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Keep the details for whoever opens the console; the page shows a plain sentence.
    console.error(error, info.componentStack);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: undefined });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <div
        role="alert"
        className="m-4 flex flex-col gap-2 rounded-md border border-red-500/40 bg-red-500/10 p-4 text-sm"
      >
        <p className="font-semibold">{this.props.fallbackTitle ?? 'This part of the dashboard stopped working.'}</p>
        <p>{error.message}</p>
        <div className="flex gap-2">
          <button type="button" onClick={this.reset} className="rounded border border-current px-3 py-1">
            Retry
          </button>
          <button
            type="button"
            onClick={() => {
              window.location.reload();
            }}
            className="rounded border border-current px-3 py-1"
          >
            Reload page
          </button>
        </div>
      </div>
    );
  }
}
