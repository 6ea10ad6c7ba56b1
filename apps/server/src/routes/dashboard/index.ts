import { dayOf, dpaSigned } from '@qone/domain/legal-texts';
import { companyMessages } from '@qone/domain/messages';
import { legalState } from '../../domain/legal-documents.js';
import { notFound } from '../../errors.js';
import { findCompany } from '../../repositories/companies.js';
import { timeZoneSummary } from '../../repositories/company-time-zones.js';
import { languageSummary } from '../../repositories/languages.js';
import { loadLegalState } from '../../repositories/legal-documents.js';
import { countTemplates } from '../../repositories/templates.js';
import { countUsersByStatus } from '../../repositories/users.js';
import { defineOperations } from '../define.js';

export const dashboardOperations = defineOperations({
  /**
   * Real figures for the settings dashboard. The Privacy Center reads the acceptance of the Data Processing
   * Agreement version in force.
   */
  getDashboardSummary: {
    async handle({ db, auth, clock }) {
      const company = await findCompany(db, auth.companyId);
      if (!company) throw notFound(companyMessages.notFound);
      const users = await countUsersByStatus(db, auth.companyId);
      const languages = await languageSummary(db, auth.companyId);
      const timeZones = await timeZoneSummary(db, auth.companyId);
      const legal = legalState(await loadLegalState(db, auth.companyId));
      return {
        data: {
          activeUsers: users.verified,
          inactiveAccounts: users.deleted,
          invitedUsers: users.invited,
          languages: { enabled: languages.enabled, default: languages.defaultName },
          timeZones,
          defaults: await countTemplates(db, auth.companyId),
          company: {
            name: company.name,
            plan: company.plan,
            invoice_email: company.invoice_email,
            lastInvoiceDate: company.last_invoice_date,
            nextInvoiceDate: company.next_invoice_date,
          },
          privacy: { dpaSigned: dpaSigned(legal, dayOf(clock.now())) },
        },
      };
    },
  },
});
