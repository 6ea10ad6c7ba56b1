import { useApi } from '@qone/api-client';
import { SummaryCard } from '@qone/ui';
import { languagesCopy, settingsCopy } from '../../copy';
import { Grid, SettingsPage } from '../../features/Settings';
import { paths } from '../../routes';

const t = settingsCopy.platform;
const d = settingsCopy.dashboard;
const p = languagesCopy.autoTranslate.card;

/**
 * /company-settings/edit: the cards Domain and Mailer, each with its live figures, and Translation provider (which
 * one auto-translate uses, or how an operator sets one up: it is the server's environment, not a setting here).
 */
export function PlatformSettingsPage() {
  const { useDomains, useMailers, useTranslationProvider } = useApi();
  const domains = useDomains();
  const mailers = useMailers();
  const provider = useTranslationProvider();
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
        <SummaryCard
          as="li"
          headingLevel={2}
          title={p.title}
          loading={provider.isLoading}
          error={provider.error ? settingsCopy.loadError : undefined}
          figures={[
            {
              label: p.provider,
              value: provider.data
                ? provider.data.provider
                  ? p.names[provider.data.provider]
                  : p.none
                : null,
            },
          ]}
          status={provider.data?.configured ? p.configured : p.howTo}
        />
      </Grid>
    </SettingsPage>
  );
}
