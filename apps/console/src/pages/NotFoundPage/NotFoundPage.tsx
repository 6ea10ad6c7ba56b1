import { PageHeader, TextLink } from '@qone/ui';
import styled from 'styled-components';
import { frameCopy } from '../../copy';
import { paths } from '../../routes';

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
`;

/**
 * Any address the console does not know: says so, and offers the way home (signed-out visitors are sent on from
 * there to log in). Shown without a layout, as the address may belong to no area.
 */
export function NotFoundPage() {
  return (
    <Screen>
      <Panel aria-labelledby="not-found-title">
        <PageHeader
          spacing="loose"
          titleId="not-found-title"
          title={frameCopy.notFound.title}
          description={frameCopy.notFound.text}
        />
        <TextLink href={paths.home}>{frameCopy.notFound.home}</TextLink>
      </Panel>
    </Screen>
  );
}
