/**
 * Company settings that are neither people nor templates: the legal texts' state, time zones, today by the fake's
 * clock, and the dashboard's summary of the company.
 */

import { languageName } from '@qone/domain/languages';
import {
  dayOf,
  dpaSigned,
  type LegalAcceptanceView,
  type LegalDraftView,
  type LegalState,
  type LegalVersionView,
} from '@qone/domain/legal-texts';
import { timeZoneEntries } from '@qone/domain/time-zones';
import type { DashboardSummary, Template, TimeZone, User } from '../../src/types';
import type { MockDb } from '../db';
import { BASE_DATE } from '../fixtures/dates';

export interface MutableLegalState extends LegalState {
  versions: Map<string, LegalVersionView[]>;
  drafts: Map<string, LegalDraftView>;
  choices: Map<string, string>;
  acceptances: (LegalAcceptanceView & { path: string })[];
  /** How many times a draft of each text was saved: a new draft never takes an earlier draft's version. */
  draftVersions: Map<string, number>;
}

export const emptyLegalState = (): MutableLegalState => ({
  versions: new Map(),
  drafts: new Map(),
  choices: new Map(),
  acceptances: [],
  draftVersions: new Map(),
});

export const settingsStore = {
  /** Today (UTC) by the fake's clock. */
  today(this: MockDb): string {
    return dayOf(new Date(this.now()));
  },

  /** Every zone the runtime knows with its offset on the fixtures' date (stable screenshots), and the settings. */
  timeZoneList(this: MockDb): TimeZone[] {
    return timeZoneEntries(new Date(BASE_DATE)).map((entry) => ({
      ...entry,
      enabled: this.timeZoneSettings.has(entry.id),
      default: this.timeZoneSettings.get(entry.id) === true,
    }));
  },

  dashboardSummary(this: MockDb): DashboardSummary {
    const count = (status: User['status']) => this.users.filter((user) => user.status === status).length;
    const perType = (type: Template['type']) =>
      this.templates.filter((template) => template.type === type).length;
    const defaultLanguage = this.languages.find((language) => language.default);
    const defaultZone = [...this.timeZoneSettings.entries()].find(([, isDefault]) => isDefault)?.[0];
    return {
      activeUsers: count('verified'),
      inactiveAccounts: count('deleted'),
      invitedUsers: count('invited'),
      languages: {
        enabled: this.languages.filter((language) => language.enabled).length,
        default: defaultLanguage ? languageName(defaultLanguage.code) : null,
      },
      timeZones: { enabled: this.timeZoneSettings.size, default: defaultZone ?? null },
      defaults: {
        email: perType('email'),
        page: perType('page'),
        sms: perType('sms'),
        button: perType('button'),
        live: this.templates.filter((template) => template.status === 'live').length,
        draft: this.templates.filter((template) => template.status === 'draft').length,
      },
      company: {
        name: this.company.name,
        plan: this.company.plan,
        invoice_email: this.company.invoice_email,
        lastInvoiceDate: this.company.lastInvoiceDate,
        nextInvoiceDate: this.company.nextInvoiceDate,
      },
      privacy: { dpaSigned: dpaSigned(this.legal, this.today()) },
    };
  },
};
