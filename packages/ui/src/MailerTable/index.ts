export { type MailerRow, MailerTable, type MailerTableLabels, type MailerTableProps } from './MailerTable';
