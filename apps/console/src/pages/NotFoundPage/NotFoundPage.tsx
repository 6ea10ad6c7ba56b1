import { PageHeader, TextLink } from '@qone/ui';
import { CenteredPanel, CenteredScreen } from '../../app/CenteredPanel';
import { frameCopy } from '../../copy';
import { paths } from '../../routes';

/**
 * Any address the console does not know: says so, and offers the way home (signed-out visitors are sent on from
 * there to log in). Shown without a layout, as the address may belong to no area. A public page's visitor (`home`
 * false) is not one of the console's users, so the way home is not offered to them.
 */
export function NotFoundPage({ home = true }: { home?: boolean }) {
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
