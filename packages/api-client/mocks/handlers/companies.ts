import { activity } from '@qone/domain/activity';
import { authMessages, companyMessages, requestMessages, userMessages } from '@qone/domain/messages';
import { changeRecord, type MockDb, shownFields } from '../db';
import { assertCurrent, fail, notFound, routesFor } from '../http';

/** The multipart limit of a file part (the contract's logo limit). */
const MAX_LOGO_MB = 2;

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
  /** Every company operation acts on the caller's own company only: any other id is as unknown as a missing one. */
  const ownCompany = (id: string) =>
    id === db.company._id ? db.company : notFound(companyMessages.notFound);

  return [
    post('/api/company-setting', ({ body, response }) => {
      const known =
        db.findUser(body.userId) ?? (db.session?.user._id === body.userId ? db.session.user : undefined);
      if (!known) return notFound(userMessages.notFound);
      return response(200).json({ data: { ...db.company } });
    }),

    get('/api/companies/auth', ({ user, response }) => {
      if (!user) return fail(401, authMessages.signInRequired);
      return response(200).json({
        data: {
          companyId: db.company._id,
          name: db.company.name,
          alias: db.companyAlias,
          userId: user._id,
          email: user.email,
        },
      });
    }),

    get('/api/companies/alias', ({ query, response }) => {
      const hostname = (query.get('host') ?? '').replace(/:[0-9]+$/, '').toLowerCase();
      // The offline console runs on localhost: serve the fixture company there too.
      const served =
        hostname.startsWith(`${db.companyAlias}.`) || hostname === 'localhost' || hostname === '127.0.0.1';
      return response(200).json({
        data: served ? { companyId: db.company._id, alias: db.companyAlias, name: db.company.name } : null,
      });
    }),

    get('/api/companies', ({ response }) =>
      response(200).json({ data: [{ _id: db.company._id, name: db.company.name, alias: db.companyAlias }] }),
    ),

    get('/api/companies/{id}', ({ params, response }) =>
      response(200).json({ data: { ...ownCompany(params.id) } }),
    ),

    put('/api/companies/{id}', ({ params, body, response }) => {
      const company = ownCompany(params.id);
      assertCurrent(company, body.baseVersion, companyMessages.stale);
      const { baseVersion: _base, ...fields } = body;
      // The current logo and "no logo" are always allowed; another file must have been uploaded first.
      if (fields.logo !== '' && !db.uploadedLogos.has(fields.logo)) fail(400, companyMessages.unknownLogo);
      const before = { ...company };
      changeRecord(company, shownFields.company, (changed) =>
        Object.assign(changed, fields, {
          logoUrl: fields.logo === '' ? null : `/company_logos/${fields.logo}`,
        }),
      );
      // The record names the policy as the server's column does.
      const withPolicy = (settings: typeof company) => ({
        ...settings,
        second_factor_policy: settings.secondFactorPolicy,
      });
      db.recordActivity(
        activity.companySettings({
          actor: db.actor(),
          company: { id: company._id },
          before: withPolicy(before),
          after: withPolicy(company),
        }),
      );
      return response(200).json({ message: companyMessages.saved, data: { ...db.company } });
    }),

    post('/api/companies/{id}/logo', async ({ params, form, response }) => {
      ownCompany(params.id);
      const file = form?.get('file');
      if (!(file instanceof Blob)) return fail(400, requestMessages.fieldRequired('file', 'body'));
      if (file.size > MAX_LOGO_MB * 1024 * 1024) fail(413, requestMessages.fileTooLarge(MAX_LOGO_MB));
      const extension = await imageExtension(file);
      if (!extension) return fail(415, companyMessages.logoType);
      const logo = `${db.company._id.slice(0, 8)}-logo-${db.token(8).replace(/[^A-Za-z0-9]/g, 'x')}.${extension}`;
      db.assertStorageRoom(file.size);
      db.uploadedLogos.set(logo, file.size);
      return response(200).json({ data: { logo, logoUrl: `/company_logos/${logo}` } });
    }),
  ];
}
