import type { ButtonSettingsLabels, ButtonSettingsOptions, ButtonSettingsValue } from './ButtonSettingsForm';

/** Example words and choices for stories and tests (an app passes its own). */
export const exampleLabels: ButtonSettingsLabels = {
  text: 'Text',
  linkedModule: 'Linked Module',
  linkedOption: 'Linked Option',
  updateStatusTo: 'Update Status To',
  routing: 'Routing',
  onClickAction: 'Select On Click Action',
  openInWindow: 'Open In Window',
  sendEmail: 'Send Email',
  sendSms: 'Send SMS',
  emailTemplate: 'Email Template',
  smsTemplate: 'SMS Template',
  none: 'None',
  noTemplates: 'No live template of this type yet.',
};

export const exampleOptions: ButtonSettingsOptions = {
  modules: [
    { value: 'panels', label: 'Panels' },
    { value: 'projects', label: 'Projects' },
  ],
  statuses: [
    { value: 'joined', label: 'Joined' },
    { value: 'completed', label: 'Completed' },
  ],
  actions: [
    { value: 'redirect', label: 'Redirect' },
    { value: 'submit', label: 'Submit' },
  ],
  windows: [
    { value: 'same', label: 'Same window' },
    { value: 'new', label: 'New window' },
  ],
  emailTemplates: [{ value: 'welcome', label: 'Welcome email' }],
  smsTemplates: [{ value: 'reminder', label: 'Appointment reminder' }],
};

export const exampleValue: ButtonSettingsValue = {
  text: 'Join now',
  linkedModule: 'panels',
  linkedOption: 'Consumer Panel Germany',
  updateStatusTo: 'joined',
  routing: '/welcome',
  onClickAction: 'redirect',
  openInWindow: 'same',
  sendEmail: true,
  sendSms: false,
  emailTemplateId: 'welcome',
  smsTemplateId: null,
};
