import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ERROR_PAGE_MESSAGES } from '../../shared/messages';
import { MoonIcon } from '../components/icons';
import { PATHS } from '../lib/paths';

interface TProps {
  children: ReactNode;
}

interface TState {
  failed: boolean;
}

/**
 * The root error boundary: an error while rendering (a bug, a code chunk that failed to load after a
 * deploy) shows a calm page with a way back instead of a blank screen. It sits outside the router and
 * the providers, so its way back is a full page load (a plain link), which also starts the app afresh.
 */
export class RootErrorBoundary extends Component<TProps, TState> {
  override state: TState = { failed: false };

  static getDerivedStateFromError(): TState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The browser console is the only place a client-side failure can be seen while debugging.
    console.error('Render error caught by the root error boundary', error, info.componentStack);
  }

  override componentDidMount(): void {
    window.addEventListener('popstate', this.onHistory);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('popstate', this.onHistory);
  }

  /** Back/forward after a failure: try the other page instead of staying on the error page. */
  private onHistory = () => {
    if (this.state.failed) this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page-frame">
        <header className="page-frame__bar">
          <a href={PATHS.home} className="brand" aria-label="Home">
            <MoonIcon className="brand__moon" />
          </a>
        </header>
        <main className="page-frame__main">
          <h1 className="page-title">{ERROR_PAGE_MESSAGES.title}</h1>
          <div className="card stack" role="alert">
            <p className="lead">{ERROR_PAGE_MESSAGES.body}</p>
            <p className="muted">{ERROR_PAGE_MESSAGES.hint}</p>
            <a className="btn btn--primary btn--block" href={PATHS.library}>
              {ERROR_PAGE_MESSAGES.goToLibrary}
            </a>
            <button
              type="button"
              className="btn btn--secondary btn--block"
              onClick={() => window.location.reload()}
            >
              {ERROR_PAGE_MESSAGES.reload}
            </button>
          </div>
        </main>
      </div>
    );
  }
}
