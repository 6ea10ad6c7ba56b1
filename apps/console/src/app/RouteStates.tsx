import { Button, PageHeader, uiCopy } from '@qone/ui';
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { frameCopy } from '../copy';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.space400};
  color: ${({ theme }) => theme.color.fgMuted};
  text-align: center;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space200};
`;

/**
 * Shown while a page's chunk loads on first navigation. `data-route-loading` lets the stories' screenshots wait until
 * the page itself is there (.storybook/vitest.setup.ts).
 */
export function RouteLoading() {
  return (
    <Centered role="status" aria-live="polite" data-route-loading="">
      {uiCopy.common.loading}
    </Centered>
  );
}

/** A page that failed to load (e.g. a chunk lost after a deploy) offers a reload instead of a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : frameCopy.app.routeErrorFallback;
  return (
    <Centered role="alert">
      <Panel>
        <PageHeader title={frameCopy.app.routeErrorTitle} description={message} />
        <Button onClick={() => window.location.reload()}>{frameCopy.app.reload}</Button>
      </Panel>
    </Centered>
  );
}

interface RouteErrorBoundaryProps {
  /** What to show instead of the failed page. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (the next page's path) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  error: unknown;
  /** The `resetKey` the page failed at. */
  failedAt: string | undefined;
}

/** Catches a page that fails to load or render; the next navigation (a new `resetKey`) tries again. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    const leftFailedPage = state.failedAt !== undefined && state.failedAt !== props.resetKey;
    return state.failed && leftFailedPage ? { failed: false, error: undefined, failedAt: undefined } : null;
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
