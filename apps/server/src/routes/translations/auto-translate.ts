import { activity } from '@qone/domain/activity';
import { isLanguageCode, iso6391Of, languageName } from '@qone/domain/languages';
import {
  autoTranslateMessages,
  languageMessages,
  templateMessages,
  translationMessages,
} from '@qone/domain/messages';
import { extractSegments, protectSegment, restoreSegment, type Segment } from '@qone/domain/translations';
import type { FastifyBaseLogger } from 'fastify';
import { actorOf, recordActivity } from '../../activity/record.js';
import type { AuthContext } from '../../auth/session.js';
import { takeRate, throttlePolicies } from '../../auth/throttle.js';
import type { Executor } from '../../db/index.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import { listLanguageSettings } from '../../repositories/languages.js';
import {
  findTranslatableTemplate,
  listCompanyTranslations,
  listTranslatableTemplates,
  listTranslations,
  lockTranslations,
  saveTranslations,
  type TranslatableTemplateRow,
} from '../../repositories/translations.js';
import type { AppServices } from '../../services.js';
import { ProviderError, type TranslationProvider } from '../../translations/provider-core.js';
import { translationProviderOf } from '../../translations/provider-index.js';
import { defineOperations } from '../define.js';
import { entriesOf } from './index.js';

/** Texts per provider request: LibreTranslate and DeepL both take lists; DeepL at most 50 per request. */
const BATCH = 50;

interface Run {
  db: Executor;
  auth: AuthContext;
  clock: AppServices['clock'];
  config: AppServices['config'];
  log: FastifyBaseLogger;
}

/** One empty target to fill: the template, the segment, and the text to translate (in the source language). */
interface Job {
  template: TranslatableTemplateRow;
  segment: Segment;
  text: string;
}

function knownLanguage(code: string): string {
  if (!isLanguageCode(code)) throw badRequest(languageMessages.unknown(code));
  return code;
}

/** The provider's code of a language, or a 400 naming the provider and the language. */
function providerLanguage(provider: TranslationProvider, code: string, role: 'source' | 'target'): string {
  const iso6391 = iso6391Of(code);
  const mapped = iso6391 === null ? null : provider.languageCode(iso6391, role);
  if (mapped === null)
    throw badRequest(autoTranslateMessages.unsupportedLanguage(provider.label, languageName(code)));
  return mapped;
}

/** A provider failure as the caller sees it: 400 for a language it refused, 502 otherwise (details logged). */
function providerRefusal(error: ProviderError, provider: TranslationProvider, target: string): HttpError {
  const { failure } = error;
  switch (failure.kind) {
    case 'language':
      return badRequest(autoTranslateMessages.unsupportedLanguage(provider.label, languageName(target)));
    case 'timeout':
      return new HttpError(502, autoTranslateMessages.timeout);
    case 'unreachable':
      return new HttpError(502, autoTranslateMessages.unreachable);
    case 'badAnswer':
      return new HttpError(502, autoTranslateMessages.badAnswer);
    case 'tooLarge':
      return new HttpError(502, autoTranslateMessages.tooLarge);
    case 'status':
      return new HttpError(502, autoTranslateMessages.failed(failure.status));
  }
}

/**
 * Fills the empty targets of `templates` in `target` from `source` through the configured provider: the texts of the
 * company's default language are the templates' own, another source language's are its translations (segments it
 * lacks are skipped). The provider is asked outside the transaction; the fills are written in one, each only where
 * the target is still empty then, and recorded per template.
 */
async function autoTranslate(
  run: Run,
  templates: readonly TranslatableTemplateRow[],
  sourceCode: string,
  targetCode: string,
) {
  const source = knownLanguage(sourceCode);
  const target = knownLanguage(targetCode);
  if (source === target) throw badRequest(translationMessages.sameLanguages);
  const provider = translationProviderOf(run.config);
  if (!provider) throw conflict(autoTranslateMessages.notConfigured);
  const from = providerLanguage(provider, source, 'source');
  const to = providerLanguage(provider, target, 'target');
  // Per company across every server sharing the database: each run may send thousands of texts to a paid service.
  await takeRate(run, throttlePolicies.autoTranslatePerCompany, run.auth.companyId);

  const { companyId } = run.auth;
  const settings = await listLanguageSettings(run.db, companyId);
  const fromOwnText = settings.find((setting) => setting.default)?.code === source;
  const [targets, sources] = await Promise.all([
    listCompanyTranslations(run.db, companyId, target),
    fromOwnText ? undefined : listCompanyTranslations(run.db, companyId, source),
  ]);
  const jobs: Job[] = [];
  for (const template of templates) {
    for (const segment of extractSegments(template)) {
      if (targets.get(template.id)?.get(segment.key)?.target) continue;
      const text = fromOwnText ? segment.source : (sources?.get(template.id)?.get(segment.key)?.target ?? '');
      if (text !== '') jobs.push({ template, segment, text });
    }
  }

  // The same text in the same place is translated once.
  const unique = new Map<string, ReturnType<typeof protectSegment>>();
  for (const job of jobs)
    unique.set(`${job.segment.context}\u0000${job.text}`, protectSegment(job.text, job.segment.context));
  const keys = [...unique.keys()];
  const answers = new Map<string, string>();
  try {
    for (let i = 0; i < keys.length; i += BATCH) {
      const batch = keys.slice(i, i + BATCH);
      const texts = batch.map((key) => unique.get(key)?.html ?? '');
      const translated = await provider.translate(texts, from, to);
      for (const [n, key] of batch.entries()) answers.set(key, translated[n] ?? '');
    }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    run.log.warn({ provider: provider.name, failure: error.failure }, 'auto-translate: the provider failed');
    throw providerRefusal(error, provider, target);
  }

  const fills = new Map<
    string,
    { template: TranslatableTemplateRow; entries: Map<string, { target: string; needsReview: boolean }> }
  >();
  for (const job of jobs) {
    const key = `${job.segment.context}\u0000${job.text}`;
    const answer = answers.get(key) ?? '';
    const restored = restoreSegment(
      job.segment.source,
      job.segment.context,
      answer,
      unique.get(key)?.placeholders ?? [],
    );
    if (restored.target === '') continue;
    const fill = fills.get(job.template.id) ?? { template: job.template, entries: new Map() };
    fill.entries.set(job.segment.key, restored);
    fills.set(job.template.id, fill);
  }

  let translated = 0;
  let needsReview = 0;
  await run.db.transaction().execute(async (trx) => {
    await lockTranslations(trx, companyId, [target]);
    const at = run.clock.now();
    for (const { template, entries } of fills.values()) {
      const current = await listTranslations(trx, companyId, template.id, target);
      const still = [...entries].filter(([key]) => !current.get(key)?.target);
      if (still.length === 0) continue;
      await saveTranslations(
        trx,
        { companyId, templateId: template.id, language: target, at },
        still.map(([key, entry]) => ({ key, ...entry })),
      );
      translated += still.length;
      needsReview += still.filter(([, entry]) => entry.needsReview).length;
      await recordActivity(
        trx,
        { companyId: companyId, at: at },
        activity.translations({
          actor: actorOf(run.auth),
          action: 'translation.auto-translated',
          template: { id: template.id, name: template.name },
          language: languageName(target),
          before: Object.fromEntries(still.map(([key]) => [key, ''])),
          after: Object.fromEntries(still.map(([key, entry]) => [key, entry.target])),
        }),
      );
    }
  });
  return { target, result: { translated, needsReview } };
}

/** Auto-translate (one template from the editor, or many from the translations screen) and the provider's name. */
export const autoTranslateOperations = defineOperations({
  autoTranslate: {
    async handle({ db, auth, params, body, clock, config, req }) {
      const template = await findTranslatableTemplate(db, auth.companyId, params.templateId);
      if (!template) throw notFound(templateMessages.notFound);
      const run = { db, auth, clock, config, log: req.log };
      const { target, result } = await autoTranslate(run, [template], body.source, body.target);
      return {
        message: autoTranslateMessages.done(result.translated, result.needsReview),
        data: entriesOf(template, await listTranslations(db, auth.companyId, template.id, target)),
        result,
      };
    },
  },

  autoTranslateTemplates: {
    async handle({ db, auth, body, clock, config, req }) {
      const all = await listTranslatableTemplates(db, auth.companyId);
      let templates = all;
      if (body.templateIds) {
        const byId = new Map(all.map((template) => [template.id, template]));
        if (body.templateIds.some((id) => !byId.has(id))) throw notFound(templateMessages.notFound);
        templates = body.templateIds.flatMap((id) => byId.get(id) ?? []);
      }
      const run = { db, auth, clock, config, log: req.log };
      const { result } = await autoTranslate(run, templates, body.source, body.target);
      return { message: autoTranslateMessages.done(result.translated, result.needsReview), data: result };
    },
  },

  getTranslationProvider: {
    handle({ config }) {
      const provider = config.translationProvider?.kind ?? null;
      return { data: { configured: provider !== null, provider } };
    },
  },
});
