import { securityCopy } from '../../copy';
import { breadcrumbsOf } from '../../navigation';
import { PeoplePage } from '../People';
import { PasskeysSection } from './PasskeysSection';
import { SecondFactorsSection } from './SecondFactorsSection';
import { SessionsSection } from './SessionsSection';

/**
 * /account/security, "Sign-in & security" (from the profile menu): one's own second factors (the authenticator app and recovery codes, then passkeys and security keys) and sessions. Not an entry of the sidebar
 * (it is everyone's, whatever their flags), so its breadcrumb is Home › Sign-in & security.
 */
export function SecurityPage() {
  const crumbs = breadcrumbsOf('home', '', [{ label: securityCopy.title }]);
  return (
    <PeoplePage crumbs={crumbs} title={securityCopy.title} description={securityCopy.description}>
      <SecondFactorsSection />
      <PasskeysSection />
      <SessionsSection />
    </PeoplePage>
  );
}
