import { useApi } from '@qone/api-client';
import { Button, TotpEnrolmentDialog } from '@qone/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { clearSession } from '../../app/session';
import { securityCopy } from '../../copy';
import { AuthScreen } from '../../features/Auth';
import { useTotpEnrolment } from '../../features/Security/useTotpEnrolment';
import { paths } from '../../routes';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
`;

const t = securityCopy.enrol;

/**
 * /enrol-second-factor: where the company's policy holds a signed-in user without a second factor (every other
 * operation answers 403 for them). Only setting up an authenticator app and Log Out; once set up, /home.
 */
export function EnrolSecondFactorPage() {
  const { useMutations } = useApi();
  const { logout } = useMutations();
  const navigate = useNavigate();
  const enrolment = useTotpEnrolment(() => navigate(paths.home, { replace: true }));
  const logOut = async () => {
    try {
      await logout();
    } catch {
      // The server session may already be gone; signing out locally is still right.
    }
    clearSession();
    navigate(paths.login, { replace: true });
  };
  return (
    <AuthScreen title={t.title} intro={t.intro}>
      <Actions>
        <Button variant="primary" block onClick={enrolment.open}>
          {t.start}
        </Button>
        <Button block onClick={() => void logOut()}>
          {t.logOut}
        </Button>
      </Actions>
      <TotpEnrolmentDialog {...enrolment.dialog} />
    </AuthScreen>
  );
}
