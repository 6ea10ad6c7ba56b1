import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ConsoleRoute } from '../routes';

const Main = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.canvasDefault};
`;

/**
 * The layout a page sits in (SPEC 2.9): the Defaults area or the Account area from the UI kit.
 * Until the layouts are wired to the session (issue 5) pages render in a plain frame.
 */
export function Frame({ route, children }: { route: ConsoleRoute; children: ReactNode }) {
  return <Main data-layout={route.layout}>{children}</Main>;
}
