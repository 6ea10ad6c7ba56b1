import { useApi } from '@qone/api-client';
import { StatusBadge, SummaryCard } from '@qone/ui';
import { generatePath } from 'react-router-dom';
import styled from 'styled-components';
import { formatCalendarDate } from '../../app/format';
import { LoadError } from '../../app/LoadError';
import { useSession } from '../../app/session';
import { settingsCopy } from '../../copy';
import { Grid, SettingsPage } from '../../features/Settings';
import { paths } from '../../routes';

const t = settingsCopy.dashboard;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize300};
`;

/**
 * The company settings dashboard (/company-settings/settings-and-defaults, /settings-and-defaults,
 * /company-settings/settings): user management, company, Privacy Center, then the system and platform settings
 * cards — every figure from the server, unknown ones shown as unknown.
 */
export function SettingsAndDefaultsPage() {
  const session = useSession();
  const { useDashboardSummary, useCommunicationIntegrations, useLegalDocuments, useDomains, useMailers } =
    useApi();
  const summary = useDashboardSummary();
  const integrations = useCommunicationIntegrations();
  const legal = useLegalDocuments();
  const domains = useDomains();
  const mailers = useMailers();
  const s = summary.data;
  const loading = summary.isLoading;
  const error = summary.error ? settingsCopy.loadError : undefined;
  const companyHref = session
    ? generatePath(paths.companySettings, { companyId: session.user.companyId })
    : paths.companyOverview;
  const dpa = legal.data?.find((document) => document.requiresAcceptance);

  return (
    <SettingsPage title={t.title} description={t.description}>
      <LoadError read={summary} title={settingsCopy.loadError} />
      <Grid aria-label={t.title}>
        <SummaryCard
          as="li"
          headingLevel={2}
          title={t.userManagement}
          loading={loading}
          error={error}
          figures={[
            { label: t.activeUsers, value: s?.activeUsers ?? null },
            { label: t.inactiveAccounts, value: s ? s.inactiveAccounts + s.invitedUsers : null },
            { label: t.invitedUsers, value: s?.invitedUsers ?? null },
          ]}
          actionHref={paths.userManagement}
          actionLabel={t.edit}
        />
        <SummaryCard
          as="li"
          headingLevel={2}
          title={t.companySettings}
          loading={loading}
          error={error}
          figures={[
            { label: t.organization, value: s?.company.name ?? null },
            { label: t.plan, value: s?.company.plan ?? null },
            { label: t.invoiceEmail, value: s?.company.invoice_email || null },
            { label: t.lastInvoice, value: formatCalendarDate(s?.company.lastInvoiceDate ?? null) },
            { label: t.nextInvoice, value: formatCalendarDate(s?.company.nextInvoiceDate ?? null) },
          ]}
          actionHref={companyHref}
          actionLabel={t.editCompanySettings}
        />
        <SummaryCard
          as="li"
          headingLevel={2}
          title={t.privacyCenter}
          loading={loading}
          error={error}
          status={
            s ? (
              <StatusBadge tone={s.privacy.dpaSigned ? 'success' : 'attention'}>
                {s.privacy.dpaSigned ? t.dpaSigned : t.dpaNotSigned}
              </StatusBadge>
            ) : undefined
          }
          figures={[]}
          actionHref={generatePath(paths.legalDocument, { documentPath: dpa?.path ?? 'terms-conditions' })}
          actionLabel={t.visit}
        />
      </Grid>
      <Heading>{t.systemSettings}</Heading>
      <Grid aria-label={t.systemSettings}>
        <SummaryCard
          as="li"
          title={t.languages}
          loading={loading}
          error={error}
          figures={[
            { label: t.enabled, value: s?.languages.enabled ?? null },
            { label: t.defaultLanguage, value: s?.languages.default ?? null },
          ]}
          actionHref={paths.translations}
          actionLabel={t.edit}
        />
        <SummaryCard
          as="li"
          title={t.timeZones}
          loading={loading}
          error={error}
          figures={[
            { label: t.enabled, value: s?.timeZones.enabled ?? null },
            { label: t.defaultZone, value: s?.timeZones.default ?? null },
          ]}
          actionHref={paths.timeZones}
          actionLabel={t.edit}
        />
        <SummaryCard
          as="li"
          title={t.defaultContent}
          loading={loading}
          error={error}
          figures={[
            {
              label: t.templates,
              value: s ? s.defaults.email + s.defaults.page + s.defaults.sms + s.defaults.button : null,
            },
            { label: t.live, value: s?.defaults.live ?? null },
            { label: t.draft, value: s?.defaults.draft ?? null },
          ]}
          actionHref={paths.defaultContent}
          actionLabel={t.edit}
        />
      </Grid>
      <Heading>{t.platform}</Heading>
      <Grid aria-label={t.platform}>
        <SummaryCard
          as="li"
          title={t.communication}
          loading={integrations.isLoading}
          error={integrations.error ? settingsCopy.loadError : undefined}
          figures={[{ label: t.integrations, value: integrations.data?.length ?? null }]}
          actionHref={paths.communication}
          actionLabel={t.edit}
        />
        <SummaryCard
          as="li"
          title={t.legal}
          loading={legal.isLoading}
          error={legal.error ? settingsCopy.loadError : undefined}
          figures={[{ label: t.policies, value: legal.data?.length ?? null }]}
          actionHref={paths.legalAndSecurity}
          actionLabel={t.visit}
        />
        <SummaryCard
          as="li"
          title={t.domains}
          loading={domains.isLoading}
          error={domains.error ? settingsCopy.loadError : undefined}
          figures={[
            { label: t.count, value: domains.data?.length ?? null },
            {
              label: t.verified,
              value: domains.data?.filter((domain) => domain.status === 'verified').length ?? null,
            },
          ]}
          actionHref={paths.domains}
          actionLabel={t.edit}
        />
        <SummaryCard
          as="li"
          title={t.mailers}
          loading={mailers.isLoading}
          error={mailers.error ? settingsCopy.loadError : undefined}
          figures={[{ label: t.count, value: mailers.data?.length ?? null }]}
          actionHref={paths.mailers}
          actionLabel={t.edit}
        />
      </Grid>
    </SettingsPage>
  );
}
