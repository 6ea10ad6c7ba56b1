/**
 * Templates: the stored template with its saved versions and button settings, prepared previews, the contract's
 * views of a template, live pages' slug claims, and the company's storage (what it keeps, the quota's 413).
 */
import { storageMessages } from '@qone/domain/messages';
import { formatMegabytes, templateVersionBytes, textBytes } from '@qone/domain/storage';
import type { ButtonTemplateSettings, Template, TemplateSummary, TemplateVersion } from '../../src/types';
import type { MockDb } from '../db';
import { fail } from '../http';

export interface StoredTemplate extends Template {
  /** Settings of a button template; null for other types. */
  button: ButtonTemplateSettings | null;
  /** Every saved version, oldest first (the server keeps them in their own table). */
  versions: TemplateVersion[];
}

/** Content kept for a sandboxed preview, by id. */
export interface StoredPreview {
  type: Template['type'];
  html: string;
  expiresAt: string;
}

export const templatesStore = {
  findTemplate(this: MockDb, id: string): StoredTemplate | undefined {
    return this.templates.find((template) => template._id === id);
  },

  toTemplate(this: MockDb, template: StoredTemplate): Template {
    const { button: _button, versions: _versions, ...rest } = template;
    return structuredClone(rest);
  },

  toSummary(this: MockDb, template: StoredTemplate): TemplateSummary {
    const { _id, name, description, type, status, slug, createdAt, updatedAt } = template;
    return { _id, name, description, type, status, slug, createdAt, updatedAt };
  },

  /** Claims a live page's slug for `companyId` unless some company holds it already (as the server's trigger does). */
  claimPageSlug(this: MockDb, template: StoredTemplate, companyId?: string): void {
    const { slug } = template;
    if (template.type !== 'page' || template.status !== 'live' || !slug || this.pageSlugClaims.has(slug))
      return;
    this.pageSlugClaims.set(slug, companyId ?? this.company._id);
  },

  /** Keeps the template as it now is as its latest version (the server does so on every save). */
  keepVersion(this: MockDb, template: StoredTemplate, restoredFrom: number | null = null): void {
    this.claimPageSlug(template);
    const author = this.currentUser();
    template.versions.push({
      _id: this.id(),
      number: template.version,
      status: template.status,
      name: template.name,
      description: template.description,
      subject: template.subject,
      html: template.html,
      htmlOnly: template.htmlOnly,
      createdAt: this.now(),
      author: { _id: author?._id ?? null, name: author?.name ?? '' },
      restoredFrom,
    });
  },

  /** What the company keeps, in bytes, by kind, as the server counts it (`@qone/domain/storage`). */
  storageUse(this: MockDb): { templateVersions: number; files: number; previews: number } {
    const now = this.now();
    let templateVersions = 0;
    for (const template of this.templates)
      for (const version of template.versions) templateVersions += templateVersionBytes(version);
    let previews = 0;
    for (const preview of this.previews.values())
      if (preview.expiresAt > now) previews += textBytes(preview.html);
    let files = 0;
    for (const bytes of this.uploadedLogos.values()) files += bytes;
    return { templateVersions, files, previews };
  },

  /** Refuses (413, the server's words) a write keeping `added` more bytes than the company has left. */
  assertStorageRoom(this: MockDb, added: number): void {
    const use = this.storageUse();
    const used = use.templateVersions + use.files + use.previews;
    if (used + added <= this.storageQuotaBytes) return;
    fail(
      413,
      storageMessages.quotaExceeded(
        formatMegabytes(added),
        formatMegabytes(used),
        formatMegabytes(this.storageQuotaBytes),
      ),
    );
  },
};
