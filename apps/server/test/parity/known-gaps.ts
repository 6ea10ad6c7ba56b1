/**
 * Operations the server still answers 501 (no handler yet): the fake implements them, so the two cannot be compared
 * and they have no parity case. Whoever implements one on the server removes it here and adds its cases to
 * cases.ts; parity.test.ts fails while this list and the server's handlers disagree.
 */
export const knownGaps = [
  // Domains and mailers
  'listDomains',
  'createDomain',
  'updateDomain',
  'deleteDomain',
  'listMailers',
  'createMailer',
  'updateMailer',
  'deleteMailer',
  // Default content (templates, tracking codes, previews, public pages)
  'listTemplates',
  'createTemplate',
  'getTemplate',
  'updateTemplate',
  'deleteTemplate',
  'copyTemplate',
  'sendPreviewEmail',
  'sendPreviewSms',
  'getButtonSettings',
  'updateButtonSettings',
  'getPageBySlug',
  'saveTrackingCode',
  'deleteTrackingCode',
  // Languages, time zones, translations
  'listLanguages',
  'updateLanguages',
  'listTimeZones',
  'updateTimeZones',
  'getTranslations',
  'updateTranslations',
  'exportTranslations',
  'importTranslations',
  'autoTranslate',
  // Legal texts and communication integrations
  'listLegalDocuments',
  'getLegalDocument',
  'listCommunicationIntegrations',
  'createCommunicationIntegration',
  'deleteCommunicationIntegration',
] as const;
