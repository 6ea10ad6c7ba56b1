import { type ActivityArea, useApi } from '@qone/api-client';
import { Alert, Button, Card, LinkButton, Modal, uiCopy } from '@qone/ui';
import { useState } from 'react';
import { generatePath } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../../app/session';
import { useBreadcrumbs } from '../../app/useBreadcrumbs';
import { useFormat } from '../../app/useFormat';
import { peopleCopy } from '../../copy';
import { PeoplePage } from '../../features/People';
import { paths } from '../../routes';

const t = peopleCopy.overview;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space300};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Updated = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

type CardKey = keyof typeof t.cards;

interface OverviewCard {
  key: CardKey;
  /** Where 'view' goes; without it, 'view' shows the area's description. */
  href?: string;
  /** The activity record's areas whose latest change is the card's 'Last Update'. */
  areas: readonly ActivityArea[];
}

/**
 * /company-settings/overview: one card per area of the company's settings, with its title, paragraph, 'view' and
 * 'Last Update' — the newest change the activity record holds for that area (GET /api/activity/latest).
 */
export function CompanyOverviewPage() {
  const { useLatestChanges } = useApi();
  const latest = useLatestChanges();
  const format = useFormat();
  const session = useSession();
  const [shown, setShown] = useState<CardKey | null>(null);

  const cards: OverviewCard[] = [
    { key: 'userManagement', href: paths.userManagement, areas: ['users', 'roles'] },
    { key: 'systemPermission', href: paths.permissionGroups, areas: ['permission-groups'] },
    {
      key: 'companyDetails',
      href: session ? generatePath(paths.companySettings, { companyId: session.user.companyId }) : undefined,
      areas: ['company'],
    },
    { key: 'rewardApi', areas: [] },
    { key: 'securityApi', areas: [] },
    { key: 'policyCenter', href: paths.companyLegalAndSecurity, areas: ['legal'] },
  ];

  const lastUpdate = (areas: readonly ActivityArea[]) => {
    const times = (latest.data ?? [])
      .filter((change) => areas.includes(change.area))
      .map((change) => change.at);
    const newest = times.sort().at(-1);
    return newest ? t.lastUpdate(format.day(newest)) : t.neverUpdated;
  };
  const dialog = shown ? t.cards[shown] : null;
  const crumbs = useBreadcrumbs(t.title);

  return (
    <PeoplePage crumbs={crumbs} title={t.title} description={t.description}>
      {latest.error ? <Alert variant="warning">{t.loadError}</Alert> : null}
      <Cards aria-label={t.cardsLabel}>
        {cards.map((card) => {
          const copy = t.cards[card.key];
          return (
            <Card
              key={card.key}
              as="li"
              headingLevel={2}
              title={copy.title}
              footer={
                <>
                  <Updated>{latest.data ? lastUpdate(card.areas) : uiCopy.common.loading}</Updated>
                  {card.href ? (
                    <LinkButton size="small" href={card.href} aria-label={`${t.view} ${copy.title}`}>
                      {t.view}
                    </LinkButton>
                  ) : (
                    <Button
                      size="small"
                      aria-label={`${t.view} ${copy.title}`}
                      onClick={() => setShown(card.key)}
                    >
                      {t.view}
                    </Button>
                  )}
                </>
              }
            >
              {copy.text}
            </Card>
          );
        })}
      </Cards>
      <Modal
        open={dialog !== null}
        onOpenChange={(next) => (next ? undefined : setShown(null))}
        title={dialog?.title ?? ''}
        description={dialog?.text}
        size="small"
        footer={
          <Modal.Close>
            <Button>{uiCopy.common.close}</Button>
          </Modal.Close>
        }
      >
        <p>{t.notConnectedText}</p>
      </Modal>
    </PeoplePage>
  );
}
