/** One person to invite, as read from a pasted list. */
export interface PersonRow {
  name: string;
  email: string;
}

/** Splits a line of CSV (or of cells pasted from a spreadsheet) into its fields, honouring double quotes. */
function splitFields(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : line.includes(';') && !line.includes(',') ? ';' : ',';
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      fields.push(field.trim());
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field.trim());
  return fields;
}

const NAME_HEADERS = new Set(['name', 'full name', 'fullname']);
const EMAIL_HEADERS = new Set(['email', 'e-mail', 'email address', 'mail']);

/**
 * Reads a pasted list of people, one per line: `Name <email>` (as mail programs write addresses), or two columns
 * `name,email` (CSV, or cells pasted from a spreadsheet; either column order; a header row is skipped). A line that
 * is neither keeps what it has (a bare address, or a bare name), so the caller can say what is missing instead of
 * dropping it. Blank lines are ignored.
 */
export function parsePeopleList(text: string): PersonRow[] {
  const rows: PersonRow[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const angle = line.match(/^(.*?)\s*<([^<>]*)>[\s,;]*$/);
    if (angle) {
      rows.push({ name: (angle[1] ?? '').replace(/^"|"$/g, '').trim(), email: (angle[2] ?? '').trim() });
      continue;
    }
    const fields = splitFields(line).filter((field, index) => index < 2 || field !== '');
    if (fields.length >= 2) {
      let [name = '', email = ''] = fields;
      if (name.includes('@') && !email.includes('@')) [name, email] = [email, name];
      if (NAME_HEADERS.has(name.toLowerCase()) && EMAIL_HEADERS.has(email.toLowerCase())) continue;
      rows.push({ name, email });
      continue;
    }
    rows.push(line.includes('@') ? { name: '', email: line } : { name: line, email: '' });
  }
  return rows;
}
