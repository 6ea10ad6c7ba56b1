import { useApi } from '@qone/api-client';
import { SidebarLayout, SideMenuLayout, ToastProvider, useToast } from '@qone/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { frameCopy } from '../copy';
import { accountNavigation, defaultsNavigation, type NavigationContext } from '../navigation';
import { type ConsoleRoute, paths } from '../routes';
import { StepUpHost } from './StepUpHost';
import { clearSession, type Session } from './session';
import { ActionToasts } from './useAction';

/** Personal Settings (a form with its validator) is a chunk of its own, fetched once the frame has rendered. */
const loadPersonalSettings = () => import('../features/PersonalSettings');
const PersonalSettingsModal = lazy(async () => ({
  default: (await loadPersonalSettings()).PersonalSettingsModal,
}));

/** The full name the profile menus show, with the name's spacing tidied. */
const fullName = (name: string) => name.trim().split(/\s+/).join(' ');

/**
 * Around every page of the Defaults and Account areas: SWR's cache, and the toasts, so that a confirmation shown just
 * before a navigation (a changed password, then home) stays on screen on the next page.
 *
 * Its StepUpHost answers any write refused for want of a fresh proof ("Confirm it's you"), then the write goes on.
 *
 * The cache is the shell's own, made when it mounts: it lives while one signs in pages follow each other and goes
 * when the shell does (sign-out, an expired session sent to /login), so no answer of one session is ever shown in
 * the next, and every story starts from an empty cache.
 */
export function SignedInShell() {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        // A 4xx will not change by asking again; network and server errors are retried by SWR's backoff.
        shouldRetryOnError: (error: unknown) => !isClientError(error),
        revalidateOnFocus: true,
      }}
    >
      <ToastProvider>
        <ShellToasts>
          <Outlet />
          <StepUpHost />
        </ShellToasts>
      </ToastProvider>
    </SWRConfig>
  );
}

/** Hands the kit's toasts to useAction. */
function ShellToasts({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  return <ActionToasts toast={toast}>{children}</ActionToasts>;
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export interface SignedInFrameProps {
  route: ConsoleRoute;
  session: Session;
  children: ReactNode;
}

/**
 * The layout a signed-in page sits in, bound to the session: the Defaults area or the Account area with the
 * signed-in user's name and the menus their flags allow (and the installation's module and Help addresses allow),
 * Personal settings, Help, and Log Out — which ends the
 * server session, clears local storage and goes to / (Defaults area) or /login (Account area).
 */
export function SignedInFrame({ route, session, children }: SignedInFrameProps) {
  const { useMutations, useInstallationLinks } = useApi();
  const { logout } = useMutations();
  const links = useInstallationLinks();
  const navigate = useNavigate();
  const [personalSettingsOpen, setPersonalSettingsOpen] = useState(false);
  // Mounted from its first opening on, so that closing it keeps its exit (focus back to the menu).
  const [personalSettingsShown, setPersonalSettingsShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => void loadPersonalSettings().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, []);

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      // The server session may already be gone (expired, revoked); signing out locally is still right.
    }
    clearSession();
    navigate(route.layout === 'defaults' ? paths.root : paths.login, { replace: true });
  };
  const context: NavigationContext = {
    permissions: session.permissions,
    companyId: session.user.companyId,
    ...(route.marker ? { marker: route.marker } : {}),
    links: links.data,
    onPersonalSettings: () => {
      setPersonalSettingsShown(true);
      setPersonalSettingsOpen(true);
    },
    onLogout: () => void onLogout(),
  };
  const modal = personalSettingsShown ? (
    <Suspense fallback={null}>
      <PersonalSettingsModal open={personalSettingsOpen} onOpenChange={setPersonalSettingsOpen} />
    </Suspense>
  ) : null;
  const userName = fullName(session.user.name);

  if (route.layout === 'defaults') {
    const { sidebar, profileMenu } = defaultsNavigation(context);
    return (
      <SidebarLayout
        brand={frameCopy.brand.logoText}
        userName={userName}
        navigation={sidebar}
        profileMenu={profileMenu}
      >
        {children}
        {modal}
      </SidebarLayout>
    );
  }
  const { sidebar, profileMenu } = accountNavigation(context);
  return (
    <SideMenuLayout
      brand={frameCopy.brand.logoText}
      userName={userName}
      navigation={sidebar}
      profileMenu={profileMenu}
    >
      {children}
      {modal}
    </SideMenuLayout>
  );
}
