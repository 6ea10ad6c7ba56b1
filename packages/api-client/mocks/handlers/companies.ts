import type { MockDb } from '../db';
import { badRequest, fail, notFound, routesFor } from '../route';
import { onlyKeys, readJson, requireText, requireUuid } from '../validate';

const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The image type of a file from its first bytes (never from its name), or undefined. */
async function imageExtension(file: Blob): Promise<'png' | 'jpg' | 'webp' | undefined> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** Company settings, company lookup by host, company logo. */
export function companyHandlers(db: MockDb) {
  const { get, post, put } = routesFor(db);
  const ownCompany = (id: string) => (id === db.company._id ? db.company : notFound('Company not found'));

  return [
    post('/api/company-setting', { permission: 'settings' }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['userId']);
      const userId = requireUuid(body, 'userId');
      const known = db.findUser(userId) ?? (db.session?.user._id === userId ? db.session.user : undefined);
      if (!known) return notFound();
      return json(200, { data: { ...db.company } });
    }),

    get('/api/companies/auth', {}, ({ user, json }) => {
      if (!user) return fail(401, 'Please sign in');
      return json(200, {
        data: {
          companyId: db.company._id,
          name: db.company.name,
          alias: db.companyAlias,
          userId: user._id,
          email: user.email,
        },
      });
    }),

    get('/api/companies/alias', { public: true }, ({ query, json }) => {
      const host = query.get('host') ?? '';
      if (!/^[A-Za-z0-9.-]+(:[0-9]{1,5})?$/.test(host) || host.length > 259)
        badRequest('host is not a valid host');
      const hostname = host.replace(/:[0-9]+$/, '').toLowerCase();
      // The offline console runs on localhost: serve the fixture company there too.
      const served =
        hostname.startsWith(`${db.companyAlias}.`) || hostname === 'localhost' || hostname === '127.0.0.1';
      if (!served) return notFound('No company is served on this host');
      return json(200, {
        data: { companyId: db.company._id, alias: db.companyAlias, name: db.company.name },
      });
    }),

    get('/api/companies', {}, ({ json }) =>
      json(200, { data: [{ _id: db.company._id, name: db.company.name, alias: db.companyAlias }] }),
    ),

    get('/api/companies/{id}', { permission: 'settings' }, ({ params, json }) =>
      json(200, { data: { ...ownCompany(params.id) } }),
    ),

    put('/api/companies/{id}', { permission: 'settings' }, async ({ request, params, json }) => {
      const company = ownCompany(params.id);
      const body = await readJson(request);
      onlyKeys(body, ['name', 'invoice_email', 'invoice_address', 'vat', 'contact_person', 'logo']);
      const name = requireText(body, 'name', { required: 'Organization Name is required', max: 200 });
      const invoiceEmail = requireText(body, 'invoice_email', {
        allowEmpty: true,
        max: 254,
        pattern: [/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/, 'Invalid Email'],
      });
      const address = requireText(body, 'invoice_address', { allowEmpty: true, max: 2000 });
      const vat = requireText(body, 'vat', { allowEmpty: true, max: 50 });
      const contact = requireText(body, 'contact_person', { allowEmpty: true, max: 200 });
      const logo = requireText(body, 'logo', {
        allowEmpty: true,
        max: 255,
        pattern: [/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'logo is not a valid file name'],
      });
      if (logo !== '' && !db.uploadedLogos.has(logo)) badRequest('Unknown logo file. Upload the logo first');
      db.company = {
        ...company,
        name,
        invoice_email: invoiceEmail,
        invoice_address: address,
        vat,
        contact_person: contact,
        logo,
        logoUrl: logo === '' ? null : `/company_logos/${logo}`,
      };
      return json(200, { message: 'Company settings saved', data: { ...db.company } });
    }),

    post('/api/companies/{id}/logo', { permission: 'settings' }, async ({ request, params, json }) => {
      ownCompany(params.id);
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return badRequest('The request must be multipart/form-data with a file');
      }
      const file = form.get('file');
      if (!(file instanceof Blob)) return badRequest('file is required');
      if ([...form.keys()].some((key) => key !== 'file')) badRequest('Only the file field is allowed');
      if (file.size > MAX_LOGO_BYTES) fail(413, 'The file is larger than 2 MB');
      const extension = await imageExtension(file);
      if (!extension) return fail(415, 'Only PNG, JPEG and WebP images are accepted');
      const logo = `${db.company._id.slice(0, 8)}-logo-${db.token(8).replace(/[^A-Za-z0-9]/g, 'x')}.${extension}`;
      db.uploadedLogos.add(logo);
      return json(200, { data: { logo, logoUrl: `/company_logos/${logo}` } });
    }),
  ];
}
