import { Button, Countdown, copy } from '@qone/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { clearSession } from '../../app/session';

/** Seconds before /401 moves on (SPEC 9: "Redirect countdown 5 seconds"). */
export const REDIRECT_SECONDS = 5;

const Screen = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.space400};
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space200};
  max-width: ${({ theme }) => theme.size.modalSmall};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.fontSize500};
    font-weight: ${({ theme }) => theme.font.weightSemibold};
    line-height: ${({ theme }) => theme.font.lineHeightTight};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fgMuted};
  }
`;

/**
 * /401 (SPEC 2.1, 8): 'Unauthorized... redirecting' with a visible 5-second countdown, then /. A 401 means the
 * server no longer knows the session, so the stored copy is dropped first: / then asks for a new sign-in instead of
 * fetching, failing and coming back here.
 */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  const leave = () => navigate('/', { replace: true });

  useEffect(() => {
    clearSession();
  }, []);

  return (
    <Screen>
      <Panel aria-labelledby="unauthorized-title">
        <h1 id="unauthorized-title">{copy.auth.unauthorizedRedirecting}</h1>
        <p>{copy.unauthorized.detail}</p>
        <p>
          {copy.unauthorized.redirectIn} <Countdown seconds={REDIRECT_SECONDS} onComplete={leave} />.
        </p>
        <Button variant="secondary" onClick={leave}>
          {copy.unauthorized.goNow}
        </Button>
      </Panel>
    </Screen>
  );
}
