import { PagePlaceholder } from '../../app/PagePlaceholder';

/** Placeholder until its issue builds the screen (see ../../routes.tsx for where it is mounted). */
export function SetPasswordPage() {
  return <PagePlaceholder title="Set password" />;
}
