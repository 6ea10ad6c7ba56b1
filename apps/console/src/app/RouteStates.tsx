import { Button, PageHeader, uiCopy } from '@qone/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
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

/** Shown while a page's chunk loads on first navigation. */
export function RouteLoading() {
  return (
    <Centered role="status" aria-live="polite">
      {uiCopy.common.loading}
    </Centered>
  );
}

/** A page that failed to load (e.g. a chunk lost after a deploy) offers a reload instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : frameCopy.app.routeErrorFallback;
  return (
    <Centered role="alert">
      <Panel>
        <PageHeader title={frameCopy.app.routeErrorTitle} description={message} />
        <Button onClick={() => window.location.reload()}>{frameCopy.app.reload}</Button>
      </Panel>
    </Centered>
  );
}
