import { LinkProvider } from '@qone/ui';
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import type { ConsoleRoute } from '../routes';
import { RouterLink } from './RouterLink';
import type { SignedInFrameProps } from './SignedInFrame';
import { useSession } from './session';

/** Pages never render <main>: the layouts own that landmark, and so does this frame for bare pages. */
const BareMain = styled.main`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.canvasSubtle};
`;

/**
 * The frame a page sits in. Pages of the Defaults or the Account area, with a session, sit in `signedIn` (the
 * layouts with the user's menus, ./SignedInFrame), which the router loads together with such a page, so the
 * signed-out screens never download the layouts, menus and dialogs. Everything else renders bare.
 */
export function Frame({
  route,
  signedIn: SignedIn,
  children,
}: {
  route: ConsoleRoute;
  signedIn?: ComponentType<SignedInFrameProps> | undefined;
  children: ReactNode;
}) {
  const session = useSession();
  return (
    <LinkProvider component={RouterLink}>
      {route.layout === 'none' || !session || !SignedIn ? (
        <BareMain>{children}</BareMain>
      ) : (
        <SignedIn route={route} session={session}>
          {children}
        </SignedIn>
      )}
    </LinkProvider>
  );
}
