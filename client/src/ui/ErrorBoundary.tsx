import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isBotUserAgent } from '../../../common/bots';
import { chunkReloadPending, isChunkLoadError, reloadForChunkError } from '../lib/chunkReload';
import { reportClientError } from '../lib/analytics/errorReport';
import { ErrorScreen } from './ErrorScreen';
import { PageLoading } from './ClientOnly';

/**
 * The server's markup of the page the browser opened, kept before hydration (entry-client.tsx). A bot
 * whose rendering fails is shown this again (see ErrorBoundary): it is what the server sent, complete.
 */
let serverMarkup: { path: string; html: string } | null = null;

export function rememberServerMarkup(path: string, html: string) {
  serverMarkup = html.trim() ? { path, html } : null;
}

function isBot() {
  return typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent);
}

interface Props {
  children: ReactNode;
  /** The current path: a navigation clears the error, so the next page gets its chance. */
  path: string;
}

interface State {
  error: Error | null;
  /** A chunk error that the reload guard refused to reload for (a second one within 10 s). */
  reloadRefused: boolean;
}

/**
 * docs/requirements/routes-and-screens.md#rendering-errors in the browser:
 * - a chunk-loading error reloads the page (guarded against loops for 10 s, lib/chunkReload.ts); while
 *   the reload happens a loading indicator shows, and when the guard refuses, the error screen;
 * - for a bot, a rendering error (or a chunk error the guard will not reload for) is reported (POST /api/client-errors) and swallowed: the bot sees the
 *   server's markup of the page it opened, the same content it indexed from the first response,
 *   rather than an error screen (which is noindex and would replace the content). After a client-side
 *   navigation there is no server markup for the new page, so nothing extra is rendered;
 * - any other error shows the error screen (status 500).
 */
class Boundary extends Component<Props, State> {
  state: State = { error: null, reloadRefused: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)), reloadRefused: false };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    const chunk = isChunkLoadError(error);
    if (chunk) {
      if (reloadForChunkError()) return;
      this.setState({ reloadRefused: true });
    }
    if (isBot()) reportClientError(error, chunk ? 'chunk' : 'render');
  }

  componentDidUpdate(previous: Props) {
    if (previous.path !== this.props.path && this.state.error) this.setState({ error: null, reloadRefused: false });
  }

  render() {
    const { error, reloadRefused } = this.state;
    if (!error) return this.props.children;
    // The page is reloading (after this error, or after Vite's preload event cancelled the import).
    if ((isChunkLoadError(error) && !reloadRefused) || chunkReloadPending())
      return <PageLoading label="Loading the latest version of the site…" />;
    if (isBot()) {
      const markup = serverMarkup?.path === this.props.path ? serverMarkup.html : null;
      // The server's own markup of this page, read back from the document before hydration: not data (eslint.config.mjs).
      // eslint-disable-next-line no-restricted-syntax
      return markup ? <div className="server-markup" dangerouslySetInnerHTML={{ __html: markup }} /> : null;
    }
    return <ErrorScreen status={500} />;
  }
}

export function ErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary path={location.pathname}>{children}</Boundary>;
}
