import { useApi } from '@qone/api-client';
import { EmptyState, PolicyCard, Skeleton, StatusBadge } from '@qone/ui';
import { generatePath } from 'react-router-dom';
import { formatCalendarDate } from '../../app/format';
import { LoadError } from '../../app/LoadError';
import { settingsCopy } from '../../copy';
import { Grid, SettingsPage } from '../../features/Settings';
import { paths } from '../../routes';

const t = settingsCopy.legal;

/** /legal-and-security and /company-settings/legal-and-security: a card per policy, each leading to its page. */
export function LegalAndSecurityPage() {
  const { useLegalDocuments } = useApi();
  const { data, error, isLoading, mutate } = useLegalDocuments();
  return (
    <SettingsPage title={t.title} description={t.description}>
      {error ? (
        <LoadError read={{ error, mutate }} title={settingsCopy.loadError} />
      ) : isLoading || !data ? (
        <Grid aria-busy="true">
          {[0, 1, 2].map((n) => (
            <li key={n}>
              <Skeleton variant="rectangle" />
            </li>
          ))}
        </Grid>
      ) : data.length === 0 ? (
        <EmptyState border title={t.notFound} />
      ) : (
        <Grid aria-label={t.title}>
          {data.map((document) => (
            <PolicyCard
              key={document.path}
              as="li"
              title={document.title}
              paragraph={document.paragraph}
              date={formatCalendarDate(document.lastDate)}
              dateLabel={t.lastUpdate}
              viewLabel={t.view}
              href={generatePath(paths.legalDocument, { documentPath: document.path })}
              status={
                document.requiresAcceptance ? (
                  <StatusBadge tone={document.acceptance ? 'success' : 'attention'}>
                    {document.acceptance ? t.acceptedBadge : t.notAcceptedBadge}
                  </StatusBadge>
                ) : document.draft ? (
                  <StatusBadge tone="neutral">{t.draftPending}</StatusBadge>
                ) : undefined
              }
            />
          ))}
        </Grid>
      )}
    </SettingsPage>
  );
}
