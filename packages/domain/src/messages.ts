/**
 * The catalogue: every text the API answers with in `{ error }` or `{ message }`, written once — the product's words
 * and nothing else. The server (apps/server) and the MSW fake (packages/api-client/mocks) both import it, so
 * Storybook and the offline console show exactly what the server says. The specification's own validation texts are
 * kept as it spells them (typos included). Which of these words a refusal gets is decided in `wording.ts`.
 *
 * Pure data (a text, or a function filling values into one), with no imports and only erasable TypeScript: the
 * server loads this file at run time through Node's type stripping (`@qone/domain/messages`).
 */

/** The part of a request a refused value was in (Fastify's `validationContext`), as the texts below name it. */
export type RequestPart = 'body' | 'params' | 'querystring' | 'headers';

/** Sign-in, sessions and the checks every protected operation makes. */
export const authMessages = {
  signInRequired: 'Please sign in',
  sessionExpired: 'Your session has expired. Please sign in again',
  forbidden: 'You do not have permission to do this',
  crossSite: 'Cross-site request refused',
  /** One text for every credential failure, so a caller cannot tell which part was wrong. */
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  signedOut: 'Signed out',
  /** 403 with `reason: 'step-up-required'`: the operation needs a proof of identity from the last 5 minutes. */
  stepUpRequired: 'Please confirm it’s you to continue',
  /** 400: the password of a step-up is wrong (counts like a failed sign-in). */
  stepUpWrongPassword: 'The password is not correct',
  /** 400: the authenticator app's code of a step-up is wrong or used already (counts like a failed sign-in). */
  stepUpWrongCode: 'The code is not correct',
  /** 400: the passkey's or security key's assertion of a step-up did not verify (counts like a failed sign-in). */
  stepUpKeyRefused: 'The passkey or security key was not accepted',
  stepUpDone: 'Confirmed',
} as const;

/** A user's sessions (issue 24): listing, ending, signing someone out everywhere. */
export const sessionMessages = {
  /** A session id that is not one of the caller's open sessions — another user's or company's answers the same. */
  notFound: 'Session not found',
  ended: 'Session ended',
  endedOthers: (count: number) => (count === 1 ? '1 other session ended' : `${count} other sessions ended`),
  signedOutEverywhere: (count: number) =>
    count === 1 ? 'Signed out of 1 session' : `Signed out of ${count} sessions`,
  /**
   * Everyone of the company signed out but the caller's own session; people whose access is not within the
   * caller's keep their sessions (containment), and the message says how many.
   */
  signedOutEveryone: (ended: number, kept: number) =>
    `${ended === 1 ? '1 session ended' : `${ended} sessions ended`}${
      kept === 0
        ? ''
        : kept === 1
          ? '; 1 person with more access than you stays signed in'
          : `; ${kept} people with more access than you stay signed in`
    }`,
} as const;

/**
 * Second factors (authenticator app, recovery codes), the second sign-in step and the company's policy
 * (docs/sign-in-assurance.md). The mails' subjects and bodies are fixed texts: nothing anyone typed goes in them.
 */
export const secondFactorMessages = {
  /** One text for every wrong second step (a wrong code, a code already used, an unknown recovery code). */
  invalidCode: 'The code is not valid. Try the current code, or a recovery code',
  /** The ticket of the second step is unknown, used or older than 5 minutes: the password again. */
  ticketExpired: 'Your sign-in took too long. Please enter your password again',
  /** An operation refused while the company's policy asks the caller for a second factor they do not have. */
  enrolmentRequired: 'Your company requires a second factor. Set up an authenticator app to continue',
  totpAlreadySet: 'An authenticator app is already set up. Remove it first to set up another',
  noPendingTotp: 'Start setting up the authenticator app again',
  totpNotSet: 'No authenticator app is set up',
  noSecondFactor: 'Set up a second factor first',
  totpAdded: 'Authenticator app set up',
  totpRemoved: 'Authenticator app removed',
  recoveryCodesRegenerated: 'New recovery codes made. The old ones no longer work',
  reset: 'Second factors reset. The user was signed out and told by mail',
  /** A passkey's challenge that is unknown, used or older than 5 minutes (or a credential that names none). */
  passkeyChallengeExpired: 'The passkey request expired. Please try again',
  /** A new credential that does not verify (wrong origin, relying party or challenge, a broken attestation). */
  passkeyNotVerified: 'The passkey could not be verified. Please try again',
  /** A credential registered already, by anyone: where is not said. */
  passkeyAlreadyRegistered: 'This passkey is already registered',
  passkeyNotFound: 'Passkey not found',
  /** Signing in with a passkey alone: an unknown credential, or an assertion that does not verify. */
  passkeyUnknown: 'This passkey is not recognised. Sign in with your password',
  /** Signing in with a passkey alone needs one that verified its user (PIN, fingerprint, face). */
  passkeyNeedsVerification: 'This passkey did not verify you. Sign in with your password',
  /** The second step: an assertion that does not verify, or by a credential that is not the user's. */
  securityKeyRefused: 'The security key was not accepted. Try again, or use a recovery code',
  noSecurityKey: 'No passkey or security key is set up',
  passkeyAdded: 'Passkey added',
  passkeyRenamed: 'Passkey renamed',
  passkeyRemoved: 'Passkey removed',
} as const;

/** The notices mailed when a user's second factors change: fixed subjects and bodies, nothing anyone typed. */
export const secondFactorMailMessages = {
  addedSubject: 'A second factor was added to your Q One account',
  addedBody: 'An authenticator app was set up as a second factor for signing in to your Q One account.',
  removedSubject: 'A second factor was removed from your Q One account',
  removedBody: 'The authenticator app was removed from the second factors of your Q One account.',
  passkeyAddedSubject: 'A second factor was added to your Q One account',
  passkeyAddedBody: 'A passkey or security key was added to the second factors of your Q One account.',
  passkeyRemovedSubject: 'A second factor was removed from your Q One account',
  passkeyRemovedBody: 'A passkey or security key was removed from the second factors of your Q One account.',
  recoveryCodeUsedSubject: 'A recovery code was used to sign in to Q One',
  recoveryCodeUsedBody:
    'One of your recovery codes was used to sign in to your Q One account. It cannot be used again.',
  recoveryCodesRegeneratedSubject: 'New recovery codes for your Q One account',
  recoveryCodesRegeneratedBody:
    'New recovery codes were made for your Q One account. The old ones no longer work.',
  resetByAdminSubject: 'Your Q One second factors were reset',
  resetByAdminBody:
    'An administrator removed the second factors and recovery codes of your Q One account and signed you out. ' +
    'Sign in with your password and set up a second factor again.',
  /** The closing line of every notice. */
  notYou: 'If this was not you, change your password and tell your administrator at once.',
} as const;

/** Requests the server cannot take, whatever the operation. */
export const requestMessages = {
  internalError: 'Internal error',
  /** 503: the database cannot be reached for the moment (answered with Retry-After), and readiness while it is so. */
  databaseUnavailable: 'The service is unavailable for a moment. Please try again shortly.',
  /** 503 from readiness while the server drains its requests before it stops. */
  shuttingDown: 'The server is shutting down',
  notImplemented: 'Not implemented yet',
  invalid: 'Invalid request',
  notFound: 'Not found',
  tooLarge: 'The request is too large',
  unsupportedMediaType: 'Unsupported content type',
  invalidJson: 'The request body is not valid JSON',
  bodyRequired: 'A request body is required',
  tooManyParts: 'Too many parts in the request',
  malformedMultipart: 'The multipart body is malformed',
  fileTooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB`,
  mailHeaderLineBreak: 'Line breaks are not allowed in mail header fields',
  /** A URL the router cannot take apart (a malformed %-escape) or a path segment longer than any the API takes. */
  badUrl: 'The request URL is not valid',
  urlTooLong: 'The request URL is too long',
  /**
   * A string holding NUL or another control character (tab and line breaks outside multi-line fields), a lone
   * UTF-16 surrogate or a bidirectional override: refused for every string of a request, naming the field.
   */
  forbiddenCharacters: (field: string, part: RequestPart) =>
    `${field ? `'${field}' ` : 'The request '}contains characters that are not allowed (${part})`,
  /** Objects and arrays nested deeper than any request of the contract (`MAX_REQUEST_DEPTH` of request-validation). */
  nestedTooDeeply: (part: RequestPart, limit: number) =>
    `The request is nested more than ${limit} levels deep (${part})`,
  /** A property the contract does not list (`additionalProperties: false`). */
  unknownField: (name: string, part: RequestPart) => `Unknown field '${name}' in ${part}`,
  fieldRequired: (name: string, part: RequestPart) => `'${name}' is required in ${part}`,
  /** Any other schema failure, in the validator's words: `'email' must match format "email" (body)`. */
  fieldInvalid: (field: string, problem: string, part: RequestPart) =>
    `${field ? `'${field}' ` : ''}${problem} (${part})`.trim(),
} as const;

/** Validation texts: the specification's where it gives one, spelled as it spells them. */
export const validationMessages = {
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid Email',
  passwordRequired: 'Password is required',
  oldPasswordRequired: 'Old password is required',
  personNameRequired: 'name is required',
  phoneRequired: 'phone is required',
  invalidPhone: 'Invalid phone number',
  groupNameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  descriptionTooShortOnCreate: 'Description too short please write some many word',
  descriptionTooShortOnEdit: 'Description too short',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  slugSpecialCharacters: 'Slug can not contain special characters. Please avoid it',
  adminResetNeedsEmptyPassword:
    'To reset a password send an empty password; to change your own, send oldPassword as well',
  invalidHostname:
    'Enter a host name such as mail.example.com (labels of at most 63 characters, 253 in all).',
  mailerTooShort: 'Mailer name must be at least 3 characters',
  aliasRequired: 'Alias is required',
} as const;

/**
 * New passwords (register, set, reset, change). The rules' texts double as the live hints under new-password
 * fields (`passwordRules` in ./password-rules.ts), so a form shows the words the server refuses with.
 */
export const passwordMessages = {
  tooShort: (min: number) => `Password must be at least ${min} characters`,
  tooLong: (max: number) => `Password must be at most ${max} characters`,
  blank: 'Password must not be only spaces',
  repeated: 'Password must not be one character repeated',
  personal: 'Password must not contain your name, email address or company name',
  tooCommon: 'This password is too common. Please choose another one',
  wrongOldPassword: 'The old password is not correct',
  onlyOwn: 'You can only change your own password',
  changed: 'Your password was changed',
  resetByAdmin: 'The password was reset. A link to choose a new one was mailed',
} as const;

/** Mailed links: invitations, password links, sign-up. */
export const linkMessages = {
  invalidLink: 'This link is invalid or has expired. Please ask for a new one',
  invitationUnknown: 'This invitation does not exist',
  invitationGone: 'This invitation has expired or was already used',
  forgotPasswordSent: 'If this email belongs to an account, we sent a link to reset its password',
  passwordSet: 'Your password was set. Please sign in',
  registered: 'Your account is ready. Please sign in',
  signUpAccepted: 'Thank you. Check your email for a link to set your password',
} as const;

/** Changing an email address: asked for with the current password, confirmed from the new mailbox. */
export const emailChangeMessages = {
  currentPasswordRequired: 'Enter your current password to change the email address',
  wrongCurrentPassword: 'The current password is not correct',
  confirmationSent:
    'We sent a link to the new email address. The address changes when the link is opened; until then the old one stays',
  confirmed: 'Your email address was changed. Please sign in with the new address',
} as const;

/**
 * The refusal of a write based on a record's version that is no longer the latest (`baseVersion`): the server and the
 * fake answer 409 with it and the record as it is now (`current`).
 */
const changedMeanwhile = (record: string, it = 'it') =>
  `Someone else changed ${record} after you opened ${it}. Nothing was saved`;

/** The company's users and invitations. */
export const userMessages = {
  /** Nobody acts on a user whose access (flags and panel fields) is not within their own. */
  targetHasMoreAccess: 'You cannot change a user who has access you do not have',
  notFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  groupUpdated: 'Permission group updated',
  cannotDeleteSelf: 'You cannot delete your own account',
  deleted: 'User deleted',
  invitationSent: 'Invitation sent',
  invitationSentAgain: 'Invitation sent again',
  onlyInvitedCanBeReinvited: 'Only invited users can be invited again',
  noInvitedUser: 'No invited user has this id',
  invitationDeleted: 'Invitation deleted',
  nothingToUpdate: 'Nothing to update',
  stale: changedMeanwhile('this user'),
} as const;

/** Permission groups and their access flags. */
export const groupMessages = {
  notFound: 'Permission group not found',
  nameTaken: 'A permission group with this name already exists',
  panelNotFound: 'Panel not found',
  idMismatch: 'id must be the id of the group in the path',
  cannotGrantMore: 'You cannot grant access you do not have yourself',
  lastSettingsHolder: 'At least one user must keep the settings permission',
  /** Switching a flag off a group whose members hold access the caller lacks would act on those members. */
  membersHaveMoreAccess: 'You cannot remove access from a group whose members have access you do not have',
  /** Renaming a group with more access could trick a full administrator into assigning the wrong one. */
  groupHasMoreAccess: 'You cannot edit a group that gives access you do not have',
  hasMembers: 'This permission group still has members. Move them to another group first',
  deleted: 'Permission group deleted',
  stale: changedMeanwhile('this permission group'),
} as const;

/** User roles. */
export const roleMessages = {
  notFound: 'Role not found',
  nameTaken: 'A role with this name already exists',
  roleRequired: 'Role is required',
  created: 'Role created',
  updated: 'Role updated',
  deleted: 'Role deleted',
  stale: changedMeanwhile('this role'),
} as const;

/** The company's settings and logo. */
export const companyMessages = {
  notFound: 'Company not found',
  unknownLogo: 'Unknown logo file. Upload the logo first',
  logoType: 'Only PNG, JPEG and WebP images are accepted',
  saved: 'Company settings saved',
  stale: changedMeanwhile('the company settings', 'them'),
} as const;

/** The activity record. */
export const activityMessages = {
  invalidCursor: 'This page cursor is not valid. Start again from the first page',
  unknownAction: 'There is no such action in the activity record',
  emptyTimeRange: 'The end of the time range must come after its start',
} as const;

/** User management at scale: the user grid's pages and bulk invitations. */
export const peopleMessages = {
  invalidCursor: activityMessages.invalidCursor,
  listedTwice: 'This email is listed more than once',
  rowInvited: userMessages.invitationSent,
  bulkInvited: (invited: number, rows: number) => `${invited} of ${rows} invited`,
} as const;

/** Default content: email, page, SMS and button templates, tracking codes, previews and public pages. */
export const templateMessages = {
  notFound: 'Template not found',
  created: 'Template created',
  published: 'Template published',
  savedAsDraft: 'Template saved as draft',
  deleted: 'Template deleted',
  copied: 'Template copied',
  smsTooLong: (max: number) => `SMS text can not be longer than ${max} characters`,
  onlyPagesHaveSlug: 'Only pages have a slug',
  slugTaken: 'Another page already uses this slug',
  onlyEmailPreview: 'Only email templates can be sent as a preview email',
  onlySmsPreview: 'Only SMS templates can be sent as a preview SMS',
  previewEmailQueued: (email: string) => `Preview email queued for ${email}`,
  previewSmsSent: (phone: string) => `Preview SMS sent to ${phone}`,
  onlyButtonSettings: 'Only button templates have button settings',
  buttonSettingsSaved: 'Button settings saved',
  emailTemplateNotFound: 'Email template not found',
  smsTemplateNotFound: 'SMS template not found',
  /** A live button that sends an email (SMS) on click must name which (`buttonMissingTemplate`). */
  buttonTemplateRequired: (kind: 'email' | 'sms') =>
    kind === 'email'
      ? 'Choose the email template this button sends, or turn Send Email off, before publishing'
      : 'Choose the SMS template this button sends, or turn Send SMS off, before publishing',
  pageNotFound: 'Page not found',
  onlyPagesHaveTrackingCodes: 'Only pages have tracking codes',
  trackingCodeNotFound: 'Tracking code not found',
  trackingCodeSaved: 'Tracking code saved',
  trackingCodeDeleted: 'Tracking code deleted',
  onlyEmailsHaveSubject: 'Only email templates have a subject',
  htmlOnlyNotForType: 'Only email and page templates have an HTML-only mode',
  staleVersion:
    'Someone else saved this template after you opened it. Reload it to see their changes, then save again',
  versionNotFound: 'Version not found',
  restored: (number: number) => `Version ${number} restored`,
  previewExpired: 'This preview has expired. Open the preview again',
  smsEmpty: 'This SMS has no text yet. Save its text first',
} as const;

/** Sending domains. */
export const domainMessages = {
  notFound: 'Domain not found',
  taken: 'This domain already exists',
  /** A domain mailers still send from cannot be deleted: which ones (their sender addresses), and what to do. */
  inUse: (senders: readonly string[]) =>
    `${senders.join(', ')} still ${senders.length === 1 ? 'sends' : 'send'} from this domain. Delete ${senders.length === 1 ? 'that mailer' : 'those mailers'} or move ${senders.length === 1 ? 'it' : 'them'} to another domain first`,
  inactive: 'The domain is not active',
  verified: 'Every required record is published. The domain is verified',
  partlyVerified: (verified: number, required: number) =>
    `${verified} of ${required} required records are published as they should be`,
  noneVerified: 'None of the required records is published yet',
  /** The answer to Verify: how many of the required records are published as they should be. */
  checked: (verified: number, required: number): string =>
    verified === required && required > 0
      ? domainMessages.verified
      : verified === 0
        ? domainMessages.noneVerified
        : domainMessages.partlyVerified(verified, required),
  stale: changedMeanwhile('this domain'),
  /** A name without a public suffix would have Verify read the server's internal DNS (`@qone/domain/domain-names`). */
  notPublic:
    'Enter a public domain, such as mail.example.com. Internal names (.internal, .local, .corp, .lan, .home.arpa, .test), single names and IP addresses cannot be used',
  /** A domain stored before that rule keeps its name, but is never looked up. */
  cannotVerify: (domain: string) =>
    `${domain} is not a public domain, so its records cannot be looked up. Rename it to a public domain to verify it`,
} as const;

/** The company's storage quota (template versions, uploaded files, previews: `@qone/domain/storage`). */
export const storageMessages = {
  /** 413: the write needs more than the company has left; sizes as `formatMegabytes` writes them. */
  quotaExceeded: (needed: string, used: string, quota: string) =>
    `Not enough storage left: this needs ${needed}, and your company already uses ${used} of its ${quota}. Delete templates or logos you no longer need, or ask the operator for a larger quota`,
} as const;

/** Mailers. */
export const mailerMessages = {
  notFound: 'Mailer not found',
  nameTaken: 'A mailer with this name already exists',
  domainNotVerified: (domain: string) =>
    `The domain ${domain} is not verified. Publish its DNS records and verify it before sending`,
  domainInactive: (domain: string) => `The domain ${domain} is not active. Activate it before sending`,
  testQueued: (email: string) => `Test email queued for ${email}`,
  dmarcMissing: (domain: string) =>
    `${domain} publishes no DMARC record. Mail is sent, but receivers may treat it with more suspicion`,
  stale: changedMeanwhile('this mailer'),
} as const;

/** A moment as a quota's refusal states it, rounded up to the minute: `2026-11-02 09:00 UTC`. */
const utcMinute = (at: number) => {
  const iso = new Date(Math.ceil(at / 60_000) * 60_000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
};

/**
 * What a company may mail (`@qone/domain/mail-limits`): who may receive previews and test mails, and the daily
 * quotas of previews and invitations (429, with Retry-After). Every refusal says why, and when more may be sent.
 */
export const mailLimitMessages = {
  /** A preview or test mail to an address the company cannot vouch for. */
  previewRecipient: (address: string) =>
    `Previews and test mails go only to your company's active users and to addresses on a sending domain your company has verified. ${address} is neither`,
  /** A preview SMS to a number that is no active user's. */
  previewSmsRecipient: (phone: string) =>
    `Preview SMS go only to the phone numbers of your company's active users. ${phone} is not one of them`,
  previewQuotaReached: (limit: number, opensAt: number) =>
    `Your company has sent its ${limit} previews and test mails of the last 24 hours. More may be sent from ${utcMinute(opensAt)}`,
  invitationQuotaReached: (limit: number, opensAt: number, raised: number | null) =>
    `Your company has sent its ${limit} invitations of the last 24 hours. More may be sent from ${utcMinute(opensAt)}` +
    (raised === null
      ? ''
      : `. A company at least 7 days old with a verified sending domain may send ${raised} a day`),
  /** A bulk invitation whose new invitations do not fit into what is left of the quota: nobody was invited. */
  bulkOverQuota: (wanted: number, remaining: number, limit: number) =>
    `This list would send ${wanted} invitations, but your company may still send ${remaining} today (${limit} in 24 hours). Nobody was invited: invite at most ${remaining} now`,
} as const;

/**
 * Mail delivery: why a queued mail has not gone out yet, or never will (an invited user's card, a mailer test's
 * outcome). Fixed phrases with at most the SMTP reply code: never the server's own reply text or a stack.
 */
export const mailDeliveryMessages = {
  notFound: 'Mail not found',
  unreachable: 'The mail server could not be reached',
  timedOut: 'The mail server did not answer in time',
  deferred: (code: number) => `The mail server deferred the mail (SMTP ${code})`,
  refused: (code: number) => `The mail server refused the mail (SMTP ${code})`,
  failed: 'The mail could not be delivered',
  unreadable: 'The queued mail could not be opened (was SECRETS_KEY changed?)',
} as const;

/** The company's languages. */
export const languageMessages = {
  unknown: (code: string) => `Unknown language ${code}`,
  oneDefault: 'Exactly one language must be the default, and it must be enabled',
  saved: 'Languages saved',
  duplicate: (code: string) => `Language ${code} is sent twice`,
  defaultDisabled: (name: string) => `${name} is the default language and cannot be disabled`,
  customCodeTaken: (customCode: string) =>
    `The custom code ${customCode} is used by another enabled language`,
} as const;

/** The company's time zones. */
export const timeZoneMessages = {
  unknown: (id: string) => `Unknown time zone ${id}`,
  oneDefault: 'Exactly one time zone must be the default, and it must be enabled',
  saved: 'Time zones saved',
} as const;

/** Translations of templates and the spreadsheet round trip. */
export const translationMessages = {
  unknownKey: (key: string) => `Unknown translation key ${key}`,
  duplicateKey: (key: string) => `Translation key ${key} is sent twice`,
  saved: 'Translations saved',
  onlyXlsx: 'Only .xlsx workbooks are accepted',
  imported: 'Translations imported',
  sameLanguages: 'Source and target languages must differ',
  autoTranslated: 'Automatic translation finished',
  placeholderMismatch: (key: string, missing: readonly string[], unexpected: readonly string[]) =>
    [
      `The translation of segment ${key} must keep the placeholders of its source`,
      missing.length > 0 ? `missing ${missing.join(' ')}` : '',
      unexpected.length > 0 ? `not in the source ${unexpected.join(' ')}` : '',
    ]
      .filter((part) => part !== '')
      .join('; '),
} as const;

/** The company's translation sheet (.xlsx): refusals of an upload and the import's answer. */
export const translationSheetMessages = {
  /** Not a zip archive, or a zip without a workbook in it (a renamed file). */
  notXlsx: 'Only .xlsx workbooks are accepted',
  tooManyEntries: 'The workbook holds too many files to be a translation sheet',
  tooLargeUnpacked: 'The workbook is too large when unpacked',
  compressionRatio: 'The workbook is packed more tightly than any spreadsheet would be',
  zip64: 'ZIP64 workbooks are not accepted',
  encrypted: 'Password-protected workbooks are not accepted',
  damaged: 'The workbook is damaged: its zip headers disagree',
  unreadable: 'The workbook could not be read',
  noSheet: 'The workbook has no translation sheet: row 1 of a worksheet must start with key',
  /** More rows than the company has segments, with a little room (`sheetRowLimit`). */
  tooManyRows: (max: number) =>
    `The workbook has more rows than the company's translation sheet can have (at most ${max.toLocaleString('en')})`,
  /** More cells than the stated limit (TRANSLATION_SHEET_MAX_CELLS on the server). */
  tooManyCells: (max: number) => `The workbook has more than ${max.toLocaleString('en')} cells`,
  /** More distinct texts than cells could hold. */
  tooManyTexts: (max: number) => `The workbook holds more than ${max.toLocaleString('en')} texts`,
  /** Reading it took longer or needed more memory than a translation sheet can. */
  tooComplex: 'The workbook is too large or complex to read',
  imported: (written: number) => `${written} translation${written === 1 ? '' : 's'} imported`,
} as const;

/** Auto-translate through the configured translation provider. */
export const autoTranslateMessages = {
  /** The result: how many empty texts were filled, and how many of them are to be checked. */
  done: (translated: number, needsReview: number) =>
    `${translated} ${translated === 1 ? 'segment' : 'segments'} translated, ${needsReview} ${needsReview === 1 ? 'needs' : 'need'} review`,
  notConfigured:
    'Auto-translate is not set up: an operator sets LIBRETRANSLATE_URL or DEEPL_API_KEY for the server',
  unsupportedLanguage: (provider: string, language: string) => `${provider} can not translate ${language}`,
  timeout: 'The translation provider did not answer in time; nothing was saved',
  failed: (status: number) => `The translation provider failed (HTTP ${status}); nothing was saved`,
  unreachable: 'The translation provider could not be reached; nothing was saved',
  badAnswer: 'The translation provider gave an answer that could not be read; nothing was saved',
  tooLarge: 'The translation provider’s answer was too large; nothing was saved',
} as const;

/** Communication integrations. */
export const integrationMessages = {
  notFound: 'Integration not found',
  added: 'Integration added',
  deleted: 'Integration deleted',
  updated: 'Integration updated',
  stale: changedMeanwhile('this integration'),
} as const;

/** Legal and security policy texts. */
export const legalMessages = {
  notFound: 'Legal document not found',
  draftSaved: 'Draft saved',
  draftDiscarded: 'Draft discarded',
  noDraft: 'There is no draft to publish',
  noDraftToDiscard: 'There is no draft',
  published: (version: number, effectiveDate: string) =>
    `Version ${version} published, in force from ${effectiveDate}`,
  effectiveDateInPast: 'The effective date can not be in the past',
  effectiveBeforeLatest: (version: number, date: string) =>
    `The effective date can not be before ${date}, when version ${version} comes into force`,
  noOptions: 'This document has no options to choose from',
  unknownOption: (options: readonly string[]) => `Choose one of: ${options.join(', ')}`,
  choiceSaved: 'Choice saved',
  noAcceptance: 'This document does not need to be accepted',
  accepted: (version: number) => `Version ${version} accepted`,
  staleDraft: changedMeanwhile('this draft'),
} as const;
