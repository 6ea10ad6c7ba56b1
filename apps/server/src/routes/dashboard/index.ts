import { companyMessages } from '@qone/api-client/messages';
import { notFound } from '../../errors.js';
import { companyFigures, findCompany } from '../../repositories/companies.js';
import { defineOperations } from '../define.js';

export const dashboardOperations = defineOperations({
  /**
   * Real figures for the settings dashboard. Time zones and templates have no tables yet (other issues add them):
   * until then they count 0 with no default, which the contract allows.
   */
  getDashboardSummary: {
    async handle({ db, auth }) {
      const company = await findCompany(db, auth.companyId);
      if (!company) throw notFound(companyMessages.notFound);
      const figures = await companyFigures(db, auth.companyId);
      return {
        data: {
          activeUsers: figures.activeUsers,
          inactiveAccounts: figures.inactiveAccounts,
          invitedUsers: figures.invitedUsers,
          languages: { enabled: figures.enabledLanguages, default: figures.defaultLanguage },
          timeZones: { enabled: 0, default: null },
          defaults: { email: 0, page: 0, sms: 0, button: 0, live: 0, draft: 0 },
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
