import type { IntegrationDialogLabels, IntegrationKind } from './IntegrationDialog';

/** Example words and providers for the stories and tests (a product passes its own). */
export const exampleIntegrationLabels: IntegrationDialogLabels = {
  addTitle: 'Add New Integration',
  editTitle: 'Edit Integration',
  type: 'Type',
  types: { email: 'Email', sms: 'SMS' },
  provider: 'Provider',
  name: 'Name',
  sender: 'Sender',
  apiKey: 'API key',
  apiKeySet: 'set',
  replace: 'Replace',
  apiKeyHint: 'Stored encrypted and never shown again.',
  save: 'Save',
  cancel: 'Cancel',
  nameRequired: 'Name is required',
  providerRequired: 'Provider is required',
};

export const exampleProviders: Record<IntegrationKind, readonly string[]> = {
  email: ['SocketLabs', 'ESE'],
  sms: ['MessageBird', 'Twilio'],
};
