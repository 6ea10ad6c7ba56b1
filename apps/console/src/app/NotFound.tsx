import { PageHeader, TextLink } from '@qone/ui';
import { frameCopy } from '../copy';
import { paths } from '../routes';
import { CenteredPanel, CenteredScreen } from './CenteredPanel';

/**
 * An address the console does not know (NotFoundPage), or a public page it does not serve: says so, and offers the
 * way home (signed-out visitors are sent on from there to log in). Shown without a layout, as the address may belong
 * to no area. A public page's visitor (`home` false) is not one of the console's users: no way home for them.
 */
export function NotFound({ home = true }: { home?: boolean }) {
  return (
    <CenteredScreen>
      <CenteredPanel aria-labelledby="not-found-title">
        <PageHeader
          spacing="loose"
          titleId="not-found-title"
          title={frameCopy.notFound.title}
          description={frameCopy.notFound.text}
        />
        {home ? <TextLink href={paths.home}>{frameCopy.notFound.home}</TextLink> : null}
      </CenteredPanel>
    </CenteredScreen>
  );
}
