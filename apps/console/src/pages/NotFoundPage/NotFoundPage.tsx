import { PageHeader, TextLink } from '@qone/ui';
import { CenteredPanel, CenteredScreen } from '../../app/CenteredPanel';
import { frameCopy } from '../../copy';
import { paths } from '../../routes';

/**
 * Any address the console does not know: says so, and offers the way home (signed-out visitors are sent on from
 * there to log in). Shown without a layout, as the address may belong to no area.
 */
export function NotFoundPage() {
  return (
    <CenteredScreen>
      <CenteredPanel aria-labelledby="not-found-title">
        <PageHeader
          spacing="loose"
          titleId="not-found-title"
          title={frameCopy.notFound.title}
          description={frameCopy.notFound.text}
        />
        <TextLink href={paths.home}>{frameCopy.notFound.home}</TextLink>
      </CenteredPanel>
    </CenteredScreen>
  );
}
