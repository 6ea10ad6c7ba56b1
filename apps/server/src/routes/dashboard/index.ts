import { companyMessages } from '@qone/api-client/messages';
import { notFound } from '../../errors.js';
import { findCompany } from '../../repositories/companies.js';
import { languageSummary } from '../../repositories/languages.js';
import { countTemplates } from '../../repositories/templates.js';
import { countUsersByStatus } from '../../repositories/users.js';
import { defineOperations } from '../define.js';

export const dashboardOperations = defineOperations({
  /**
   * Real figures for the settings dashboard. Time zones have no table yet (another issue adds it): until then they
   * count 0 with no default, which the contract allows.
   */
  getDashboardSummary: {
    async handle({ db, auth }) {
      const company = await findCompany(db, auth.companyId);
      if (!company) throw notFound(companyMessages.notFound);
      const users = await countUsersByStatus(db, auth.companyId);
      const languages = await languageSummary(db, auth.companyId);
      return {
        data: {
          activeUsers: users.verified,
          inactiveAccounts: users.deleted,
          invitedUsers: users.invited,
          languages: { enabled: languages.enabled, default: languages.defaultName },
          timeZones: { enabled: 0, default: null },
          defaults: await countTemplates(db, auth.companyId),
          company: {
            name: company.name,
            plan: company.plan,
            invoice_email: company.invoice_email,
            lastInvoiceDate: company.last_invoice_date,
            nextInvoiceDate: company.next_invoice_date,
          },
          privacy: { dpaSigned: company.dpa_signed },
        },
      };
    },
  },
});
