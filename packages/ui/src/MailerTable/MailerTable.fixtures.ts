import type { MailerRow, MailerTableLabels } from './MailerTable';

/** Example words for the stories and tests (a product passes its own). */
export const exampleMailerLabels: MailerTableLabels = {
  mailer: 'Mailer',
  alias: 'Alias',
  type: 'Type',
  domain: 'Domain',
  action: 'Action',
  edit: 'Edit',
  test: 'Send test',
  delete: 'Delete',
  empty: 'No mailers have been configured yet.',
  table: 'Mailers',
};

export const exampleMailers: MailerRow[] = [
  {
    id: 'm1',
    mailer: 'newsletter',
    alias: 'Acme Newsletter',
    type: 'SocketLabs',
    domain: 'mail.acme.example',
  },
  {
    id: 'm2',
    mailer: 'notifications',
    alias: 'Acme Notifications',
    type: 'ESE',
    domain: 'news.acme.example',
  },
];
