import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { MediaType } from 'openapi-typescript-helpers';
import { useEffect, useMemo } from 'react';
import useSWR, { type Middleware, type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import { createInfiniteHook, createQueryHook } from 'swr-openapi';
import type { ApiClient } from './client';
import { type ApiError, rejectFailure, unwrap } from './errors';
import { type ApiKey, apiKey, type GetPath, KEY_PREFIX } from './keys';
import { createMutations, type Mutations } from './mutations';
import { registerPagedRead } from './paged-reads';
import type { operations, paths } from './schema';
import type {
  ActivityEvent,
  ActivityPage,
  ActivityRetentionPreview,
  ButtonTemplateSettings,
  CommunicationIntegration,
  CompanyAlias,
  CompanyAuth,
  CompanySettings,
  CompanySummary,
  DashboardSummary,
  Domain,
  InstallationLinks,
  Invitation,
  Language,
  LatestChange,
  LegalDocument,
  LegalVersion,
  Liveness,
  Mailer,
  MailStatus,
  MergeTag,
  PageHtml,
  PermissionGroup,
  PermissionGroupData,
  PermissionsData,
  Readiness,
  SecondFactors,
  Session,
  StorageUsage,
  Template,
  TemplateListItem,
  TemplateListQuery,
  TemplateVersion,
  TemplateVersionSummary,
  TimeZone,
  TranslationEntry,
  TranslationProgress,
  TranslationProviderInfo,
  User,
  UserRole,
} from './types';
import { type UserPagesResult, type UserSearchFilter, useUserPages } from './user-pages';

/** Options every hook accepts: SWR's own configuration. */
export type QueryConfig<Data> = SWRConfiguration<Data, ApiError>;

/** What every hook returns: SWR's `{ data, error, isLoading, isValidating, mutate }`, `error` an {@link ApiError}. */
export type QueryResult<Data> = SWRResponse<Data, ApiError>;

type Init<P extends GetPath> = NonNullable<MaybeOptionalInit<paths[P], 'get'>>;

/** A read the hooks make: the schema path and openapi-fetch's init (parameters, `parseAs`) of the GET. */
export type Query<P extends GetPath = GetPath, I = unknown> = readonly [path: P, init: I];

/** A query typed by its path: the init must be what openapi-fetch accepts for that GET. */
const query = <P extends GetPath, I extends Init<P>>(path: P, init: I): Query<P, I> => [path, init];

/** The body of a query's successful answer (a Blob or text for `parseAs`). */
type Answer<P extends GetPath, I> = NonNullable<FetchResponse<paths[P]['get'], I, MediaType>['data']>;

/** What a hook answers: the envelope's `data` of a JSON answer, or a file's Blob or text as it is. */
export type QueryData<P extends GetPath, I> = Answer<P, I> extends { data: infer Data } ? Data : Answer<P, I>;

type Maybe<T> = T | null | undefined;

/**
 * One query per GET operation, keyed by operationId: the path and init the hook hands to swr-openapi, or `null`
 * while a required argument is empty (the hook then does not fetch). Pure, so tests and `preload` can use them
 * without React (see {@link fetchQuery}).
 */
/** Which events `useActivity` reads: one target's (`targetType` + `targetId`), one area's, or all. */
export type ActivityFilter = Omit<NonNullable<operations['listActivity']['parameters']['query']>, 'cursor'>;
/** An export of the activity record: the timeline's filters plus the file's format, delimiter and rows. */
export type ActivityExportQuery = NonNullable<operations['exportActivity']['parameters']['query']>;

export function createQueries() {
  const id = (value: string) => ({ params: { path: { id: value } } });
  return {
    // auth
    getInvitation: (registerToken: Maybe<string>) =>
      registerToken
        ? query('/api/users/invitations/{registerToken}', { params: { path: { registerToken } } })
        : null,
    listMySessions: () => query('/api/users/me/sessions', {}),
    // users
    listUsers: () => query('/api/users/all', {}),
    listInvitedUsers: () => query('/api/users/invited-users', {}),
    getUser: (userId: Maybe<string>) => (userId ? query('/api/users/{id}', id(userId)) : null),
    // second factors
    getMySecondFactors: () => query('/api/users/me/second-factors', {}),
    // companies
    getCompanyAuth: () => query('/api/companies/auth', {}),
    getCompanyAlias: (host: Maybe<string>) =>
      host ? query('/api/companies/alias', { params: { query: { host } } }) : null,
    listCompanies: () => query('/api/companies', {}),
    getCompany: (companyId: Maybe<string>) =>
      companyId ? query('/api/companies/{id}', id(companyId)) : null,
    // dashboard
    getDashboardSummary: () => query('/api/dashboard/summary', {}),
    // permission groups and permissions
    listPermissionGroups: () => query('/api/permission-groups', {}),
    getPermissionGroup: (groupId: Maybe<string>) =>
      groupId ? query('/api/permission-groups/{id}', id(groupId)) : null,
    getPermissions: () => query('/api/permissions', {}),
    // user roles
    listUserRoles: () => query('/api/user-roles', {}),
    getUserRole: (roleId: Maybe<string>) => (roleId ? query('/api/user-roles/{id}', id(roleId)) : null),
    // platform settings
    listDomains: () => query('/api/platform-settings/domains', {}),
    getStorageUsage: () => query('/api/platform-settings/storage', {}),
    listMailers: () => query('/api/platform-settings/mailers', {}),
    getMailStatus: (mailId: Maybe<string>) => (mailId ? query('/api/mail/{id}', id(mailId)) : null),
    // default content
    listTemplates: (filters: TemplateListQuery = {}) =>
      query('/api/defaults', { params: { query: filters } }),
    getTemplate: (templateId: Maybe<string>) =>
      templateId ? query('/api/defaults/default/{id}', id(templateId)) : null,
    getButtonSettings: (templateId: Maybe<string>) =>
      templateId ? query('/api/defaults/button/{id}/settings', id(templateId)) : null,
    /** A page by its public address: `company` (alias or id) as `/p/{company}/{slug}` names it; none for the older one. */
    getPageBySlug: (slug: Maybe<string>, company?: Maybe<string>) =>
      slug
        ? query('/api/defaults/slug/{slug}', {
            params: { path: { slug }, ...(company ? { query: { company } } : {}) },
          })
        : null,
    getPublicPage: (slug: Maybe<string>, company?: Maybe<string>) =>
      slug
        ? query('/api/defaults/slug/{slug}/page', {
            params: { path: { slug }, ...(company ? { query: { company } } : {}) },
            parseAs: 'text',
          })
        : null,
    listMergeTags: () => query('/api/defaults/merge-tags', {}),
    listTemplateVersions: (templateId: Maybe<string>) =>
      templateId ? query('/api/defaults/default/{id}/versions', id(templateId)) : null,
    getTemplateVersion: (templateId: Maybe<string>, versionId: Maybe<string>) =>
      templateId && versionId
        ? query('/api/defaults/default/{id}/versions/{versionId}', {
            params: { path: { id: templateId, versionId } },
          })
        : null,
    getTemplatePreview: (previewId: Maybe<string>) =>
      previewId ? query('/api/defaults/previews/{id}', { ...id(previewId), parseAs: 'text' }) : null,
    // languages and time zones
    listLanguages: () => query('/api/languages', {}),
    listTimeZones: () => query('/api/time-zones', {}),
    // translations
    getTranslationProvider: () => query('/api/translation-provider', {}),
    getInstallationLinks: () => query('/api/installation-links', {}),
    getTranslationProgress: (language: Maybe<string>) =>
      language ? query('/api/translation-progress/{language}', { params: { path: { language } } }) : null,
    getTranslations: (templateId: Maybe<string>, language: Maybe<string>) =>
      templateId && language
        ? query('/api/translations/{templateId}/{language}', { params: { path: { templateId, language } } })
        : null,
    /** The company's translation sheet as a Blob; the download button uses `useMutations().exportTranslationSheet`. */
    exportTranslationSheet: () => query('/api/translation-sheet', { parseAs: 'blob' }),
    // legal
    listLegalDocuments: () => query('/api/legal-documents', {}),
    getLegalDocument: (path: Maybe<string>) =>
      path ? query('/api/legal-documents/{path}', { params: { path: { path } } }) : null,
    listLegalDocumentVersions: (path: Maybe<string>) =>
      path ? query('/api/legal-documents/{path}/versions', { params: { path: { path } } }) : null,
    // communication
    listCommunicationIntegrations: () => query('/api/communication-integrations', {}),
    // activity
    listActivity: (filter: ActivityFilter & { cursor?: string } = {}) =>
      query('/api/activity', { params: { query: filter } }),
    listLatestChanges: () => query('/api/activity/latest', {}),
    /** The activity export as a Blob; the export dialog uses `useMutations().exportActivity`. */
    exportActivity: (options: ActivityExportQuery = {}) =>
      query('/api/activity/export', { params: { query: options }, parseAs: 'blob' }),
    /** How many events a retention of `days` would delete now. */
    previewActivityRetention: (days: Maybe<number>) =>
      days ? query('/api/activity/retention-preview', { params: { query: { days } } }) : null,
    // people (the user grid's pages; the hook `useSearchUsers` reads them a page at a time)
    searchUsers: (filter: UserSearchFilter & { cursor?: string; limit?: number } = {}) =>
      query('/api/users', { params: { query: filter } }),
    // meta
    getOpenApiDocument: () => query('/api/openapi.yaml', { parseAs: 'text' }),
    getLiveness: () => query('/api/health/live', {}),
    getReadiness: () => query('/api/health/ready', {}),
  };
}

export type Queries = ReturnType<typeof createQueries>;

/**
 * The client the query hooks read through: a failed GET rejects with an {@link ApiError} (status and the server's
 * text) instead of resolving with `{ error }`, which swr-openapi would rethrow without its status.
 */
function rejectingReads(client: ApiClient): ApiClient {
  const GET: ApiClient['GET'] = (path, ...init) => rejectFailure(client.GET(path, ...init));
  return { ...client, GET };
}

/** A JSON answer's envelope `data`; a file's Blob or text as it is. */
function envelopeData(body: unknown): unknown {
  const isEnvelope =
    typeof body === 'object' && body !== null && !(body instanceof Blob) && Object.hasOwn(body, 'data');
  return isEnvelope ? (body as { data: unknown }).data : body;
}

/**
 * SWR middleware: the hook caches and answers the envelope's `data`, so `fallbackData`, `mutate` and the rest
 * see what the hook's type says.
 */
const unwrapEnvelope: Middleware = (useSWRNext) => (key, fetcher, config) => {
  type Data = Awaited<ReturnType<NonNullable<typeof fetcher>>>;
  // `Data` is the hook's type (the envelope's `data`); what the fetcher resolves with is the whole envelope.
  const unwrapped: typeof fetcher =
    fetcher && ((...args) => Promise.resolve(fetcher(...args)).then((body) => envelopeData(body) as Data));
  return useSWRNext(key, unwrapped, config);
};

/** What a query hook resolves with, without React: the same client call and envelope as the hooks. */
export async function fetchQuery<P extends GetPath, I>(client: ApiClient, [path, init]: Query<P, I>) {
  // `init` was checked against the path by `query()`; openapi-fetch cannot relate the two for a generic path.
  const read = rejectingReads(client).GET as (path: GetPath, init: unknown) => Promise<{ data?: unknown }>;
  return envelopeData((await read(path, init)).data) as QueryData<P, I>;
}

/** The key and fetcher of the one read that is a POST (company settings by user id), or `null` without a user. */
export function companySettingQuery(
  client: ApiClient,
  userId: Maybe<string>,
): { key: ApiKey; fetch: () => Promise<CompanySettings> } | null {
  if (!userId) return null;
  const init = { body: { userId } };
  return {
    key: apiKey('/api/company-setting', init),
    fetch: () => unwrap(client.POST('/api/company-setting', init)).then((body) => body.data),
  };
}

/**
 * Builds every hook once from a client: one SWR hook per GET operation (swr-openapi's `createQueryHook`), named
 * after its operationId (`listUsers` → `useUsers`, `getUser` → `useUser`, otherwise `use` + operationId), plus
 * `useMutations()` bound to the SWR cache in scope. Hooks answer the envelope's `data` (`useUsers().data` is
 * `User[]`) and fail with an {@link ApiError}; a hook whose required argument is empty does not fetch.
 */
export function createHooks(client: ApiClient) {
  const q = createQueries();
  const useQuery = createQueryHook(rejectingReads(client), KEY_PREFIX);
  // Paged reads answer whole pages (`{ data, nextCursor }`), not the envelope's `data`.
  const useInfinite = createInfiniteHook(rejectingReads(client), KEY_PREFIX);
  // swr-openapi types each call by its literal path; here the path is generic (each query was typed by `query()`),
  // and `unwrapEnvelope` turns the answer into what `QueryData` says.
  const useAnyQuery = useQuery as unknown as (
    path: GetPath,
    init: unknown,
    config: SWRConfiguration,
  ) => SWRResponse<unknown, ApiError>;

  function useRead<P extends GetPath, I>(
    read: Query<P, I> | null,
    config?: QueryConfig<QueryData<P, I>>,
  ): QueryResult<QueryData<P, I>> {
    const use = [unwrapEnvelope, ...(config?.use ?? [])];
    const result = useAnyQuery(read?.[0] ?? '/api/permissions', read ? read[1] : null, { ...config, use });
    return result as QueryResult<QueryData<P, I>>;
  }

  return {
    client,
    queries: q,

    /** The mutation helpers bound to this component's SWR cache. */
    useMutations(): Mutations {
      const { mutate } = useSWRConfig();
      return useMemo(() => createMutations(client, mutate), [client, mutate]);
    },

    // auth
    useInvitation: (registerToken: Maybe<string>, config?: QueryConfig<Invitation>) =>
      useRead(q.getInvitation(registerToken), config),
    useMySessions: (config?: QueryConfig<Session[]>) => useRead(q.listMySessions(), config),
    // users
    useUsers: (config?: QueryConfig<User[]>) => useRead(q.listUsers(), config),
    useInvitedUsers: (config?: QueryConfig<User[]>) => useRead(q.listInvitedUsers(), config),
    useUser: (id: Maybe<string>, config?: QueryConfig<User>) => useRead(q.getUser(id), config),
    // second factors
    useMySecondFactors: (config?: QueryConfig<SecondFactors>) => useRead(q.getMySecondFactors(), config),
    // companies
    useCompanySettingByUser(userId: Maybe<string>, config?: QueryConfig<CompanySettings>) {
      const read = companySettingQuery(client, userId);
      return useSWR<CompanySettings, ApiError>(read?.key ?? null, read?.fetch ?? null, config);
    },
    useCompanyAuth: (config?: QueryConfig<CompanyAuth>) => useRead(q.getCompanyAuth(), config),
    useCompanyAlias: (host: Maybe<string>, config?: QueryConfig<CompanyAlias | null>) =>
      useRead(q.getCompanyAlias(host), config),
    useCompanies: (config?: QueryConfig<CompanySummary[]>) => useRead(q.listCompanies(), config),
    useCompany: (id: Maybe<string>, config?: QueryConfig<CompanySettings>) =>
      useRead(q.getCompany(id), config),
    // dashboard
    useDashboardSummary: (config?: QueryConfig<DashboardSummary>) => useRead(q.getDashboardSummary(), config),
    // permission groups and permissions
    usePermissionGroups: (config?: QueryConfig<PermissionGroup[]>) =>
      useRead(q.listPermissionGroups(), config),
    usePermissionGroup: (id: Maybe<string>, config?: QueryConfig<PermissionGroupData>) =>
      useRead(q.getPermissionGroup(id), config),
    usePermissions: (config?: QueryConfig<PermissionsData>) => useRead(q.getPermissions(), config),
    // user roles
    useUserRoles: (config?: QueryConfig<UserRole[]>) => useRead(q.listUserRoles(), config),
    useUserRole: (id: Maybe<string>, config?: QueryConfig<UserRole>) => useRead(q.getUserRole(id), config),
    // platform settings
    useDomains: (config?: QueryConfig<Domain[]>) => useRead(q.listDomains(), config),
    useStorageUsage: (config?: QueryConfig<StorageUsage>) => useRead(q.getStorageUsage(), config),
    useMailers: (config?: QueryConfig<Mailer[]>) => useRead(q.listMailers(), config),
    /** A mail the caller queued (a mailer test): poll it with `refreshInterval` until it is sent or failed. */
    useMailStatus: (mailId: Maybe<string>, config?: QueryConfig<MailStatus>) =>
      useRead(q.getMailStatus(mailId), config),
    // default content
    /** The templates list (`GET /api/defaults`), filtered and sorted by the server. */
    useTemplates: (filters?: TemplateListQuery, config?: QueryConfig<TemplateListItem[]>) =>
      useRead(q.listTemplates(filters), config),
    useTemplate: (id: Maybe<string>, config?: QueryConfig<Template>) => useRead(q.getTemplate(id), config),
    useButtonSettings: (id: Maybe<string>, config?: QueryConfig<ButtonTemplateSettings>) =>
      useRead(q.getButtonSettings(id), config),
    usePageBySlug: (slug: Maybe<string>, company?: Maybe<string>, config?: QueryConfig<PageHtml>) =>
      useRead(q.getPageBySlug(slug, company), config),
    /** The public page as served (HTML text); the console frames its URL rather than reading it. */
    usePublicPage: (slug: Maybe<string>, company?: Maybe<string>, config?: QueryConfig<string>) =>
      useRead(q.getPublicPage(slug, company), config),
    useMergeTags: (config?: QueryConfig<MergeTag[]>) => useRead(q.listMergeTags(), config),
    useTemplateVersions: (templateId: Maybe<string>, config?: QueryConfig<TemplateVersionSummary[]>) =>
      useRead(q.listTemplateVersions(templateId), config),
    useTemplateVersion: (
      templateId: Maybe<string>,
      versionId: Maybe<string>,
      config?: QueryConfig<TemplateVersion>,
    ) => useRead(q.getTemplateVersion(templateId, versionId), config),
    /** A prepared preview as served (HTML text); the console frames its URL rather than reading it. */
    useTemplatePreview: (previewId: Maybe<string>, config?: QueryConfig<string>) =>
      useRead(q.getTemplatePreview(previewId), config),
    // languages and time zones
    useLanguages: (config?: QueryConfig<Language[]>) => useRead(q.listLanguages(), config),
    useTimeZones: (config?: QueryConfig<TimeZone[]>) => useRead(q.listTimeZones(), config),
    // translations
    /** Whether auto-translate is set up on the server (which provider), never its address or key. */
    useTranslationProvider: (config?: QueryConfig<TranslationProviderInfo>) =>
      useRead(q.getTranslationProvider(), config),
    /** Where the other modules and Help live for this installation (null where not set). */
    useInstallationLinks: (config?: QueryConfig<InstallationLinks>) =>
      useRead(q.getInstallationLinks(), config),
    /** Per template, how far its translation into `language` is. */
    useTranslationProgress: (language: Maybe<string>, config?: QueryConfig<TranslationProgress[]>) =>
      useRead(q.getTranslationProgress(language), config),
    useTranslations: (
      templateId: Maybe<string>,
      language: Maybe<string>,
      config?: QueryConfig<TranslationEntry[]>,
    ) => useRead(q.getTranslations(templateId, language), config),
    /** The translation sheet as a Blob; for a download button prefer `useMutations().exportTranslationSheet`. */
    useExportTranslationSheet: (config?: QueryConfig<Blob>) => useRead(q.exportTranslationSheet(), config),
    // legal
    useLegalDocuments: (config?: QueryConfig<LegalDocument[]>) => useRead(q.listLegalDocuments(), config),
    useLegalDocument: (path: Maybe<string>, config?: QueryConfig<LegalDocument>) =>
      useRead(q.getLegalDocument(path), config),
    useLegalDocumentVersions: (path: Maybe<string>, config?: QueryConfig<LegalVersion[]>) =>
      useRead(q.listLegalDocumentVersions(path), config),
    // communication
    useCommunicationIntegrations: (config?: QueryConfig<CommunicationIntegration[]>) =>
      useRead(q.listCommunicationIntegrations(), config),
    // activity
    /** The activity record, newest first, one page at a time; any successful mutation reloads it. */
    useActivity(filter: ActivityFilter, config?: { pageSize?: number }): PagedResult<ActivityEvent> {
      const limit = config?.pageSize ?? filter.limit;
      const result = useInfinite('/api/activity', (_index: number, previous: ActivityPage | null) => {
        if (previous && previous.nextCursor === null) return null;
        const cursor = previous?.nextCursor;
        const [, init] = q.listActivity({
          ...filter,
          ...(limit ? { limit } : {}),
          ...(cursor ? { cursor } : {}),
        });
        return init;
      });
      const { data, error, size, setSize, isLoading, mutate } = result;
      useEffect(() => registerPagedRead('/api/activity', () => mutate()), [mutate]);
      const last = data?.at(-1);
      const isLoadingMore = !isLoading && size > (data?.length ?? 0);
      const hasMore = Boolean(last?.nextCursor);
      return {
        items: data?.flatMap((page) => page.data),
        error: error as ApiError | undefined,
        isLoading,
        isLoadingMore,
        hasMore,
        loadMore: () => {
          if (hasMore && !isLoadingMore) void setSize(size + 1);
        },
        revalidate: () => mutate(),
      };
    },
    /** When each area last changed (the company overview's 'Last Update'). */
    useLatestChanges: (config?: QueryConfig<LatestChange[]>) => useRead(q.listLatestChanges(), config),
    /** The activity export as a Blob; for a download button prefer `useMutations().exportActivity`. */
    useExportActivity: (options?: ActivityExportQuery, config?: QueryConfig<Blob>) =>
      useRead(q.exportActivity(options), config),
    /** How many events a retention of `days` days would delete (none asked while `days` is empty). */
    usePreviewActivityRetention: (days: Maybe<number>, config?: QueryConfig<ActivityRetentionPreview>) =>
      useRead(q.previewActivityRetention(days), config),
    // people
    /**
     * The user grid: `GET /api/users` for one search a page at a time, the previous search's request aborted on each
     * new search; any change to users reloads it.
     */
    useSearchUsers: (filter: UserSearchFilter, options?: { pageSize?: number }): UserPagesResult =>
      useUserPages(client, filter, options),
    // meta
    /** The contract itself, as YAML text. */
    useOpenApiDocument: (config?: QueryConfig<string>) => useRead(q.getOpenApiDocument(), config),
    /** The server's health probes (for a status display; load balancers call them directly). */
    useLiveness: (config?: QueryConfig<Liveness>) => useRead(q.getLiveness(), config),
    useReadiness: (config?: QueryConfig<Readiness>) => useRead(q.getReadiness(), config),
  };
}

/** A paged read: every page loaded so far, flattened, and how to load the next. */
export interface PagedResult<Item> {
  /** The items of every loaded page, in order; undefined until the first page arrives. */
  items: Item[] | undefined;
  error: ApiError | undefined;
  /** The first page is loading. */
  isLoading: boolean;
  /** A further page is loading. */
  isLoadingMore: boolean;
  /** Whether the server has more pages. */
  hasMore: boolean;
  /** Loads the next page (nothing when there is none or one is loading). */
  loadMore: () => void;
  /** Reloads every loaded page. */
  revalidate: () => Promise<unknown>;
}

/** Everything `createHooks` builds: the client, the queries, one hook per GET operation and `useMutations`. */
export type Api = ReturnType<typeof createHooks>;
