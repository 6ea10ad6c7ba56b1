import { type ActivityArea, useApi } from '@qone/api-client';
import { ActivityTimeline, Alert, Button, Card, LinkButton, Modal, TextLink, uiCopy } from '@qone/ui';
import { useMemo, useState } from 'react';
import { generatePath } from 'react-router-dom';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { useSession } from '../../app/session';
import { useBreadcrumbs } from '../../app/useBreadcrumbs';
import { useFormat } from '../../app/useFormat';
import { peopleCopy } from '../../copy';
import { toTimelineEntry } from '../../features/Activity';
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

const Recent = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100};
`;

const RecentHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space100};
`;

const RecentTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

/** How many of the newest changes the overview shows (the Activity page has the rest). */
const RECENT = 5;

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
  const { useLatestChanges, useActivity } = useApi();
  const latest = useLatestChanges();
  const recent = useActivity({}, { pageSize: RECENT });
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
  // The Activity page's timeline, its newest page only (long texts read there, so no line diff here).
  const recentEntries = useMemo(
    () =>
      (recent.items ?? [])
        .slice(0, RECENT)
        .map((event) => toTimelineEntry(event, format.moment, null, { area: true })),
    [recent.items, format.moment],
  );

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
      <Recent aria-labelledby="recent-changes">
        <RecentHead>
          <RecentTitle id="recent-changes">{t.recentTitle}</RecentTitle>
          <TextLink href={paths.activity}>{t.allActivity}</TextLink>
        </RecentHead>
        <ActivityTimeline
          items={recentEntries}
          labels={{ list: t.recentTitle }}
          loading={recent.isLoading}
          error={loadError(
            { error: recent.error, mutate: recent.revalidate },
            { headingLevel: 3, title: t.recentError },
          )}
          empty={<Muted>{peopleCopy.activity.empty}</Muted>}
        />
      </Recent>
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
