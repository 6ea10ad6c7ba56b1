import { Button, Countdown, PageHeader } from '@qone/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CenteredPanel, CenteredScreen } from '../../app/CenteredPanel';
import { clearSession } from '../../app/session';
import { authCopy } from '../../copy';
import { paths } from '../../routes';

/** Seconds before /401 moves on to the start page. */
const REDIRECT_SECONDS = 5;

/**
 * /401: 'Unauthorized... redirecting' with a visible 5-second countdown, then /. A 401 means the
 * server no longer knows the session, so the stored copy is dropped first: / then asks for a new sign-in instead of
 * fetching, failing and coming back here.
 */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  const leave = () => navigate(paths.root, { replace: true });

  useEffect(() => {
    clearSession();
  }, []);

  return (
    <CenteredScreen>
      <CenteredPanel aria-labelledby="unauthorized-title">
        <PageHeader titleId="unauthorized-title" title={authCopy.unauthorized.title} />
        <p>{authCopy.unauthorized.detail}</p>
        <p>
          {authCopy.unauthorized.redirectIn} <Countdown seconds={REDIRECT_SECONDS} onComplete={leave} />.
        </p>
        <Button variant="secondary" onClick={leave}>
          {authCopy.unauthorized.goNow}
        </Button>
      </CenteredPanel>
    </CenteredScreen>
  );
}
