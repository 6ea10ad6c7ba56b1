import { useApi } from '@qone/api-client';
import { INSTALLATION_LINK_KEYS, INSTALLATION_LINK_SETTINGS } from '@qone/domain/installation-links';
import { formatMegabytes } from '@qone/domain/storage';
import { Card, SummaryCard } from '@qone/ui';
import styled from 'styled-components';
import { LoadError } from '../../app/LoadError';
import { languagesCopy, settingsCopy } from '../../copy';
import { Grid, SettingsPage } from '../../features/Settings';
import { paths } from '../../routes';

const t = settingsCopy.platform;

/** The addresses are long: their card takes the whole row, a label beside each address. */
const Wide = styled(Card)`
  grid-column: 1 / -1;
`;

const Addresses = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.space150} ${({ theme }) => theme.space.space300};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.fgMuted};
    font-size: ${({ theme }) => theme.fontSize.fontSize75};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightSemibold};
    overflow-wrap: anywhere;
  }
`;

const NotSet = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
  font-weight: ${({ theme }) => theme.font.weightNormal};
`;
const d = settingsCopy.dashboard;
const p = languagesCopy.autoTranslate.card;

/**
 * /company-settings/edit: the cards Domain and Mailer, each with its live figures, Translation provider (which
 * one auto-translate uses, or how an operator sets one up: it is the server's environment, not a setting here),
 * Storage (what the company keeps against its quota, by kind), and Modules and Help (the installation's addresses
 * of the other modules and of Help, read-only: they too are the server's environment).
 */
export function PlatformSettingsPage() {
  const { useDomains, useMailers, useTranslationProvider, useStorageUsage, useInstallationLinks } = useApi();
  const domains = useDomains();
  const mailers = useMailers();
  const provider = useTranslationProvider();
  const storage = useStorageUsage();
  const links = useInstallationLinks();
  const size = (bytes: number | undefined) => (bytes === undefined ? null : formatMegabytes(bytes));
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
        <SummaryCard
          as="li"
          headingLevel={2}
          title={t.storageCard}
          loading={storage.isLoading}
          error={storage.error ? settingsCopy.loadError : undefined}
          figures={[
            {
              label: t.storageUsed,
              value: storage.data
                ? t.storageOf(
                    formatMegabytes(storage.data.usedBytes),
                    formatMegabytes(storage.data.quotaBytes),
                  )
                : null,
            },
            { label: t.storageKinds.templateVersions, value: size(storage.data?.templateVersionsBytes) },
            { label: t.storageKinds.files, value: size(storage.data?.filesBytes) },
            { label: t.storageKinds.previews, value: size(storage.data?.previewsBytes) },
          ]}
          status={t.storageText}
        />
        <Wide
          as="li"
          headingLevel={2}
          title={t.linksCard}
          description={t.linksText(Object.values(INSTALLATION_LINK_SETTINGS).join(', '))}
        >
          {links.error ? (
            <LoadError read={links} compact />
          ) : (
            <Addresses>
              {INSTALLATION_LINK_KEYS.map((key) => {
                const url = links.data?.[key];
                return (
                  <div key={key}>
                    <dt>{t.linkNames[key]}</dt>
                    <dd>{links.data ? (url ?? <NotSet>{t.linksNotSet}</NotSet>) : '…'}</dd>
                  </div>
                );
              })}
            </Addresses>
          )}
        </Wide>
      </Grid>
    </SettingsPage>
  );
}
