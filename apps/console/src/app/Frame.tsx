import { useApi } from '@qone/api-client';
import { AccountLayout, copy, DefaultsLayout, type LayoutUser, LinkProvider, useToast } from '@qone/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PersonalSettingsModal } from '../features/PersonalSettings';
import type { ConsoleRoute } from '../routes';
import { RouterLink } from './RouterLink';
import { clearSession, type Session, useSession } from './session';

/** Pages never render <main>: the layouts own that landmark, and so does this frame for bare pages. */
const BareMain = styled.main`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.canvasSubtle};
`;

/** "firstName and lastName" for the profile menu, from the user's single `name`. */
export function splitName(name: string): LayoutUser {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The layout a page sits in (SPEC 2.9), bound to the session: the Defaults area or the Account area with the
 * signed-in user's name and flags, Personal settings, and Log Out — which ends the server session, clears local
 * storage and goes to / (Defaults area) or /login (Account area). Pages without a session render bare.
 */
export function Frame({ route, children }: { route: ConsoleRoute; children: ReactNode }) {
  const session = useSession();
  if (route.layout === 'none' || !session) {
    return (
      <LinkProvider component={RouterLink}>
        <BareMain>{children}</BareMain>
      </LinkProvider>
    );
  }
  return (
    <LinkProvider component={RouterLink}>
      <SignedInFrame route={route} session={session}>
        {children}
      </SignedInFrame>
    </LinkProvider>
  );
}

function SignedInFrame({
  route,
  session,
  children,
}: {
  route: ConsoleRoute;
  session: Session;
  children: ReactNode;
}) {
  const { useMutations } = useApi();
  const { logout } = useMutations();
  const navigate = useNavigate();
  const toast = useToast();
  const [personalSettingsOpen, setPersonalSettingsOpen] = useState(false);

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      // The server session may already be gone (expired, revoked); signing out locally is still right.
    }
    clearSession();
    navigate(route.layout === 'defaults' ? '/' : '/login', { replace: true });
  };
  const common = {
    permissions: session.permissions,
    user: splitName(session.user.name),
    companyId: session.user.companyId,
    onPersonalSettings: () => setPersonalSettingsOpen(true),
    onLogout: () => void onLogout(),
  };
  const modal = <PersonalSettingsModal open={personalSettingsOpen} onOpenChange={setPersonalSettingsOpen} />;

  if (route.layout === 'defaults') {
    return (
      <DefaultsLayout
        {...common}
        {...(route.marker ? { page: route.marker } : {})}
        onHelp={() => toast.toast({ title: copy.app.helpTitle, description: copy.app.helpUnavailable })}
      >
        {children}
        {modal}
      </DefaultsLayout>
    );
  }
  return (
    <AccountLayout {...common} {...(route.accountPage ? { page: route.accountPage } : {})}>
      {children}
      {modal}
    </AccountLayout>
  );
}
