import { useApi } from '@qone/api-client';
import { SummaryCard } from '@qone/ui';
import { settingsCopy } from '../../copy';
import { Grid, SettingsPage } from '../../features/Settings';
import { paths } from '../../routes';

const t = settingsCopy.platform;
const d = settingsCopy.dashboard;

/** /company-settings/edit: the cards Domain and Mailer, each with its live figures. */
export function PlatformSettingsPage() {
  const { useDomains, useMailers } = useApi();
  const domains = useDomains();
  const mailers = useMailers();
  return (
    <SettingsPage title={t.title} description={t.description}>
      <Grid>
        <SummaryCard
          as="li"
          headingLevel={2}
          title={t.domainCard}
          loading={domains.isLoading}
          error={domains.error ? settingsCopy.loadError : undefined}
          figures={[
            { label: d.count, value: domains.data?.length ?? null },
            {
              label: d.verified,
              value: domains.data?.filter((domain) => domain.status === 'verified').length ?? null,
            },
          ]}
          status={t.domainText}
          actionHref={paths.domains}
          actionLabel={t.open}
        />
        <SummaryCard
          as="li"
          headingLevel={2}
          title={t.mailerCard}
          loading={mailers.isLoading}
          error={mailers.error ? settingsCopy.loadError : undefined}
          figures={[{ label: d.count, value: mailers.data?.length ?? null }]}
          status={t.mailerText}
          actionHref={paths.mailers}
          actionLabel={t.open}
        />
      </Grid>
    </SettingsPage>
  );
}
