/**
 * The platform's legal and security texts as every company starts with them (version 1). A company's admins edit
 * drafts and publish later versions; until then these are in force. Shared by the server and the MSW fake.
 *
 * Pure data with no imports and only erasable TypeScript: the server loads this file at run time through Node's
 * type stripping (`@qone/domain/legal-texts`).
 */

export interface LegalText {
  path: string;
  title: string;
  paragraph: string;
  description: string;
  /**
   * Choices offered with the text (one of them is kept per company); empty for most. The first is in effect until the
   * company chooses (a policy in force is active unless the company says otherwise).
   */
  options: readonly string[];
  /** Whether a company accepts the text (who, which version, when is recorded). */
  requiresAcceptance: boolean;
}

/** The day version 1 of every text came into force. */
export const LEGAL_BASE_DATE = '2025-01-01';
/** Who "published" version 1: the platform itself. */
export const LEGAL_BASE_PUBLISHER = { _id: null, name: 'Q One', email: '' } as const;

/** The Data Processing Agreement: the text a company accepts, and the Privacy Center reports on. */
export const DPA_PATH = 'terms-conditions';

export const LEGAL_TEXTS: readonly LegalText[] = [
  {
    path: 'privacy-policy',
    title: 'Acceptable Use Policy',
    paragraph: 'Who controls the data, and how long member data is kept.',
    description: [
      'Clients act as data controllers for the personal data of their contacts, respondents and panel members; Q One processes that data on their behalf.',
      'Panel members can see and change their profile information, survey history and payment history in their personal dashboard, unless the client has locked their answers.',
      'When a member is deleted, their data is kept in hashed form and fully removed after 12 months, because financial and tax rules apply.',
      'Emails are deleted after 2 years. Prospects are deleted 6 months after the last contact. Clients are kept 7 years after their last order.',
    ].join('\n\n'),
    options: [],
    requiresAcceptance: false,
  },
  {
    path: 'acceptable-use-policy',
    title: 'Acceptable Use Policy',
    paragraph: 'Rules for using the survey, panel and contact tools.',
    description: [
      'Use the platform only for lawful research, panel and event work, and only with people who agreed to be contacted.',
      'Keep evidence of every consent you rely on: on request, consent evidence is produced within 48 hours.',
      'Do not send unsolicited mail through the platform, do not upload malware, and do not try to reach data of other clients.',
      'Choose below whether this policy is active for your company.',
    ].join('\n\n'),
    options: ['Active', 'Do Not Active'],
    requiresAcceptance: false,
  },
  {
    path: DPA_PATH,
    title: 'Data Processing Agreement',
    paragraph: 'How we process personal data on your behalf.',
    description: [
      'You are the controller of the personal data you bring to the platform; Q One is your processor and acts only on your documented instructions.',
      'After the service ends, we delete your data within 10 business days.',
      'Retention while the service runs: emails are deleted after 2 years; prospects 6 months after the last contact; clients are kept 7 years after the last order; deleted member data is fully removed after 12 months.',
      'We notify you of a personal data breach within 72 hours of becoming aware of it, and produce consent evidence within 48 hours of your request.',
    ].join('\n\n'),
    options: [],
    requiresAcceptance: true,
  },
  {
    path: 'data-breach-notification-procedure',
    title: 'Data Breach Notification Procedure',
    paragraph: 'How and when we notify you of a personal data breach.',
    description: [
      'Anyone who suspects a breach reports it to the data protection officer at once.',
      'The data protection officer notifies the team within 1 hour, and the team meets within 4 working hours to contain the breach and assess its risk.',
      'We notify affected clients within 72 hours of becoming aware of a breach, with what happened, which data is concerned, and what we do about it.',
    ].join('\n\n'),
    options: [],
    requiresAcceptance: false,
  },
  {
    path: 'information-security-policy',
    title: 'Information Security Policy',
    paragraph: 'How we protect the platform and your data.',
    description: [
      'Access is granted per permission group, with full or no access per feature; nobody can grant access they do not have.',
      'Passwords are stored as slow, salted hashes; provider secrets such as API keys are encrypted at rest and never shown again.',
      'Every change to users, permissions and settings is recorded: who made it, when, and what changed.',
    ].join('\n\n'),
    options: [],
    requiresAcceptance: false,
  },
  {
    path: 'back-up-and-data-retention-policy',
    title: 'Back-up and Data Retention Policy',
    paragraph: 'How long backups and snapshots are kept.',
    description: [
      'Backups are removed after 30 days. Snapshots are kept 3 weeks.',
      'A full restore takes at most 2 hours.',
      'Retention of live data: emails are deleted after 2 years; prospects 6 months after the last contact; clients are kept 7 years after the last order; deleted member data is fully removed after 12 months.',
    ].join('\n\n'),
    options: [],
    requiresAcceptance: false,
  },
  {
    path: 'development-privacy-procedure',
    title: 'Development Privacy Procedure',
    paragraph: 'Privacy by design in our development process.',
    description: [
      'Production personal data is never used in development or test systems; tests use generated data.',
      'Every change is reviewed for its effect on personal data before it is released.',
    ].join('\n\n'),
    options: [],
    requiresAcceptance: false,
  },
];

export function legalText(path: string): LegalText | undefined {
  return LEGAL_TEXTS.find((text) => text.path === path);
}

// ------------------------------------------------------------------------------------------------ versions

/** Who did something, as they were named then. */
export interface LegalPerson {
  _id: string | null;
  name: string;
  email: string;
}

export interface LegalVersionView {
  version: number;
  title: string;
  paragraph: string;
  description: string;
  effectiveDate: string;
  publishedAt: string;
  publishedBy: LegalPerson;
}

export interface LegalDraftView {
  title: string;
  paragraph: string;
  description: string;
  updatedAt: string;
  updatedBy: LegalPerson;
  /** The text's count of draft saves at this draft's last save: never reused by a later draft. */
  version: number;
}

export interface LegalAcceptanceView {
  version: number;
  acceptedAt: string;
  acceptedBy: LegalPerson;
}

/** What a company stored about its legal texts: later versions (newest first), drafts, choices, acceptances. */
export interface LegalState {
  versions: ReadonlyMap<string, readonly LegalVersionView[]>;
  drafts: ReadonlyMap<string, LegalDraftView>;
  choices: ReadonlyMap<string, string>;
  acceptances: readonly (LegalAcceptanceView & { path: string })[];
}

/** Version 1: the platform's own text. */
function baseVersion(text: LegalText): LegalVersionView {
  return {
    version: 1,
    title: text.title,
    paragraph: text.paragraph,
    description: text.description,
    effectiveDate: LEGAL_BASE_DATE,
    publishedAt: `${LEGAL_BASE_DATE}T00:00:00.000Z`,
    publishedBy: { ...LEGAL_BASE_PUBLISHER },
  };
}

/** Every published version of a text, newest first (version 1 last). */
export function versionsOf(text: LegalText, state: LegalState): LegalVersionView[] {
  return [...(state.versions.get(text.path) ?? []), baseVersion(text)];
}

/** The version in force on `today`: the newest whose effective date has come. */
export function currentVersion(text: LegalText, state: LegalState, today: string): LegalVersionView {
  return versionsOf(text, state).find((version) => version.effectiveDate <= today) ?? baseVersion(text);
}

/**
 * The option in effect for the company: its stored choice, else the text's first option (so the choice always shows a
 * state, never an empty radio group); null for a text without options.
 */
export function choiceOf(text: LegalText, state: Pick<LegalState, 'choices'>): string | null {
  const stored = state.choices.get(text.path);
  if (stored !== undefined && text.options.includes(stored)) return stored;
  return text.options[0] ?? null;
}

/** The document as a reader sees it on `today` (a `YYYY-MM-DD` in UTC); the draft only for those who may edit it. */
export function toLegalDocument(text: LegalText, state: LegalState, today: string, showDraft: boolean) {
  const current = currentVersion(text, state, today);
  const acceptance = state.acceptances.find(
    (candidate) => candidate.path === text.path && candidate.version === current.version,
  );
  return {
    path: text.path,
    title: current.title,
    paragraph: current.paragraph,
    description: current.description,
    lastDate: current.effectiveDate,
    options: [...text.options],
    version: current.version,
    choice: choiceOf(text, state),
    requiresAcceptance: text.requiresAcceptance,
    acceptance:
      text.requiresAcceptance && acceptance
        ? {
            version: acceptance.version,
            acceptedAt: acceptance.acceptedAt,
            acceptedBy: acceptance.acceptedBy,
          }
        : null,
    draft: showDraft ? (state.drafts.get(text.path) ?? null) : null,
    scheduled: versionsOf(text, state).find((version) => version.effectiveDate > today) ?? null,
  };
}

export const legalDocuments = (state: LegalState, today: string, showDraft: boolean) =>
  LEGAL_TEXTS.map((text) => toLegalDocument(text, state, today, showDraft));

/** Whether the company accepted the Data Processing Agreement version in force (the Privacy Center). */
export function dpaSigned(state: LegalState, today: string): boolean {
  const dpa = legalText(DPA_PATH);
  return dpa ? toLegalDocument(dpa, state, today, false).acceptance !== null : false;
}

/**
 * Where publishing a draft from `effectiveDate` on `today` is refused: in the past, or before the latest version
 * (which would then never be in force). Returns the reason, or undefined.
 */
export function publishRefusal(
  text: LegalText,
  state: LegalState,
  today: string,
  effectiveDate: string,
): { kind: 'past' } | { kind: 'beforeLatest'; version: number; date: string } | undefined {
  if (effectiveDate < today) return { kind: 'past' };
  const [latest] = versionsOf(text, state);
  if (latest && effectiveDate < latest.effectiveDate) {
    return { kind: 'beforeLatest', version: latest.version, date: latest.effectiveDate };
  }
  return undefined;
}

/**
 * Whether a save or publish of a text's draft is based on a draft that is not the current one any more: `baseVersion`
 * is the draft's version the editor started from, null when it started without a draft. Refused with 409 and the
 * document as it is now (`legalMessages.staleDraft`).
 */
export function isDraftStale(state: LegalState, path: string, baseVersion: number | null): boolean {
  return (state.drafts.get(path)?.version ?? null) !== baseVersion;
}

/** Today's date (UTC) as effective dates are written. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
