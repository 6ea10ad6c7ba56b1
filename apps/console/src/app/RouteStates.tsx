import { copy } from '@qone/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.space400};
  color: ${({ theme }) => theme.color.fgMuted};
  text-align: center;
`;
const Retry = styled.button`
  margin-top: ${({ theme }) => theme.space.space200};
  padding: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space200};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasSubtle};
  cursor: pointer;
`;

/** Shown while a page's chunk loads on first navigation. */
export function RouteLoading() {
  return (
    <Centered role="status" aria-live="polite">
      {copy.common.loading}
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
      : copy.app.routeErrorFallback;
  return (
    <Centered role="alert">
      <div>
        <h1>{copy.app.routeErrorTitle}</h1>
        <p>{message}</p>
        <Retry type="button" onClick={() => window.location.reload()}>
          {copy.app.reload}
        </Retry>
      </div>
    </Centered>
  );
}
