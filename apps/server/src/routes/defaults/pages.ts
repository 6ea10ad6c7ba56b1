import { randomUUID } from 'node:crypto';
import { templateMessages } from '@qone/domain/messages';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../activity/record.js';
import { authenticate, SESSION_COOKIE } from '../../auth/session.js';
import { throttlePolicies } from '../../auth/throttle.js';
import type { ContractOperation } from '../../contract.js';
import { notFound } from '../../errors.js';
import { findCompanyByAddress, findCompanyByHost } from '../../repositories/companies.js';
import { findSlugClaimant } from '../../repositories/page-slug-claims.js';
import { findPageBySlug, type TemplateRow } from '../../repositories/templates.js';
import {
  deleteTrackingCode,
  insertTrackingCode,
  listTrackingCodes,
  type TrackingCode,
  updateTrackingCode,
} from '../../repositories/tracking-codes.js';
import type { AppServices } from '../../services.js';
import { PUBLIC_PAGE_CSP, publicPageDocument } from '../../templates/render.js';
import { defineOperations } from '../define.js';
import { localizedPageHtml } from '../translations/index.js';
import { type ChangeContext, ofType, ownTemplate, recordTemplateChange } from './shared.js';

const pageNotFound = () => notFound(templateMessages.pageNotFound);
const codeNotFound = () => notFound(templateMessages.trackingCodeNotFound);

/** How a public operation recognises a signed-in caller, should one come along (their session, as anywhere else). */
const signedInLookup: Pick<ContractOperation, 'security'> = {
  security: [{ bearerAuth: [] }, { cookieAuth: [] }],
};

/** The caller's company when a signed-in user who may edit templates asks; otherwise null (never an error). */
async function editorCompany(services: AppServices, req: FastifyRequest): Promise<string | null> {
  if (!req.headers.authorization && !req.cookies[SESSION_COOKIE]) return null;
  try {
    const auth = await authenticate(services, req, signedInLookup);
    return auth.permissions.defaults ? auth.companyId : null;
  } catch {
    return null;
  }
}

/**
 * The page a public address names. Slugs are unique within a company, so an address that names its company
 * (`/p/{company}/{slug}`, the `company` query) shows only that company's page: live, or a draft to its own signed-in
 * editors. The older address without a company still resolves: a signed-in editor sees their own company's page
 * (a draft too — they preview it); anyone else sees only live pages — of the company served on this host when there
 * is one, else of the company that first published the slug here (its claim, migration 0015). No company's publish
 * can change what another's address shows: a claim never moves, and a named company is never another one.
 */
async function pageForSlug(
  services: AppServices,
  req: FastifyRequest,
  slug: string,
  companyAddress: string | undefined,
): Promise<TemplateRow> {
  const { db } = services;
  const editor = await editorCompany(services, req);
  if (companyAddress !== undefined) {
    const company = await findCompanyByAddress(db, companyAddress);
    if (!company) throw pageNotFound();
    const page = await findPageBySlug(db, company.id, slug, { includeDrafts: editor === company.id });
    if (!page) throw pageNotFound();
    return page;
  }
  if (editor) {
    const own = await findPageBySlug(db, editor, slug, { includeDrafts: true });
    if (own) return own;
  }
  const host = req.headers.host ? await findCompanyByHost(db, req.headers.host) : undefined;
  const owner = host?.id ?? (await findSlugClaimant(db, slug));
  const page = owner ? await findPageBySlug(db, owner, slug, { includeDrafts: false }) : undefined;
  if (!page) throw pageNotFound();
  return page;
}

/** What the activity record keeps of a tracking code. */
const codeFields = (code: TrackingCode) => ({ name: code.name, code: code.code, location: code.location });

export const pageOperations = defineOperations({
  getPageBySlug: {
    rateLimit: throttlePolicies.publicLookupPerIp,
    async handle(ctx) {
      const page = await pageForSlug(ctx, ctx.req, ctx.params.slug, ctx.query.company);
      return { data: { html: page.html } };
    },
  },

  /** Scripts of the page and its tracking codes run only in a sandboxed opaque origin (templates/render.ts). */
  getPublicPage: {
    rateLimit: throttlePolicies.publicLookupPerIp,
    async handle(ctx) {
      const page = await pageForSlug(ctx, ctx.req, ctx.params.slug, ctx.query.company);
      const codes = await listTrackingCodes(ctx.db, page.company_id, page.id);
      ctx.reply
        .header('content-security-policy', PUBLIC_PAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      // languages and translations: the page in the visitor's language (`?lang=de`), else its own text.
      const html = await localizedPageHtml(ctx.db, page, ctx.query.lang);
      return publicPageDocument(html, page.name, codes);
    },
  },

  saveTrackingCode: {
    async handle({ db, auth, params, body, clock }) {
      const now = clock.now();
      const change: ChangeContext = { companyId: auth.companyId, actor: actorOf(auth), at: now };
      const codes = await db.transaction().execute(async (trx) => {
        const page = ofType(
          await ownTemplate(trx, auth.companyId, params.pageId, { forUpdate: true }),
          'page',
          templateMessages.onlyPagesHaveTrackingCodes,
        );
        const fields = { name: body.name, code: body.code, location: body.location };
        const target = { id: page.id, label: page.name };
        if (body.id === undefined) {
          const code = { _id: randomUUID(), ...fields };
          await insertTrackingCode(trx, {
            ...code,
            companyId: auth.companyId,
            templateId: page.id,
            createdAt: now,
          });
          await recordTemplateChange(trx, change, 'tracking-code.added', null, codeFields(code), target);
        } else {
          const existing = (await listTrackingCodes(trx, auth.companyId, page.id)).find(
            (c) => c._id === body.id,
          );
          if (!existing) throw codeNotFound();
          await updateTrackingCode(trx, auth.companyId, page.id, { _id: existing._id, ...fields });
          await recordTemplateChange(
            trx,
            change,
            'tracking-code.updated',
            codeFields(existing),
            codeFields({ _id: existing._id, ...fields }),
            target,
          );
        }
        return listTrackingCodes(trx, auth.companyId, page.id);
      });
      return { message: templateMessages.trackingCodeSaved, data: codes };
    },
  },

  deleteTrackingCode: {
    async handle({ db, auth, params, clock }) {
      const change: ChangeContext = { companyId: auth.companyId, actor: actorOf(auth), at: clock.now() };
      await db.transaction().execute(async (trx) => {
        const page = await ownTemplate(trx, auth.companyId, params.pageId, { forUpdate: true });
        const existing = (await listTrackingCodes(trx, auth.companyId, page.id)).find(
          (code) => code._id === params.codeId,
        );
        if (!existing || !(await deleteTrackingCode(trx, auth.companyId, page.id, existing._id))) {
          throw codeNotFound();
        }
        await recordTemplateChange(trx, change, 'tracking-code.deleted', codeFields(existing), null, {
          id: page.id,
          label: page.name,
        });
      });
      return { message: templateMessages.trackingCodeDeleted };
    },
  },
});
