import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import type { ApiClient } from './client';
import { type ApiError, unwrap } from './errors';
import { invalidates, invalidationMatcher, type MutationName } from './invalidation';
import { type ApiKey, apiKey } from './keys';
import type {
  AutoTranslateRequest,
  ButtonTemplateSettings,
  CommunicationIntegration,
  CompanyAlias,
  CompanyAuth,
  CompanySettingRequest,
  CompanySettings,
  CompanySummary,
  CreateAccountRequest,
  CreateCommunicationIntegrationRequest,
  CreatePermissionGroupRequest,
  CreateTemplateRequest,
  DashboardSummary,
  Domain,
  DomainCreateRequest,
  DomainUpdateRequest,
  ForgotPasswordRequest,
  Invitation,
  InviteUserRequest,
  Language,
  LegalDocument,
  LoginRequest,
  Mailer,
  MailerRequest,
  PageHtml,
  PermissionGroup,
  PermissionGroupData,
  PermissionsData,
  PreviewEmailRequest,
  PreviewSmsRequest,
  RegisterRequest,
  ResetUserPasswordRequest,
  SetPasswordRequest,
  Template,
  TemplateListQuery,
  TemplateSummary,
  TimeZone,
  TrackingCodeRequest,
  TranslationEntry,
  TranslationSheetQuery,
  UpdateCompanyRequest,
  UpdateLanguagesRequest,
  UpdatePermissionGroupRequest,
  UpdateTemplateRequest,
  UpdateTimeZonesRequest,
  UpdateTranslationsRequest,
  UpdateUserPermissionGroupRequest,
  UpdateUserProfileRequest,
  UpdateUserRequest,
  User,
  UserRole,
  UserRoleRequest,
} from './types';

/** Text of a failed mutation whose body has no message (SPEC section 8 leaves it open). */
export const MUTATION_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Options every hook accepts: SWR's own configuration. */
export type QueryConfig<Data> = SWRConfiguration<Data, ApiError>;

/** What every hook returns: SWR's `{ data, error, isLoading, isValidating, mutate }`, `error` an {@link ApiError}. */
export type QueryResult<Data> = SWRResponse<Data, ApiError>;

/** A cached read: its SWR key and the call that fetches it. */
export interface QuerySpec<Data> {
  key: ApiKey;
  fetch: () => Promise<Data>;
}

function useQuery<Data>(spec: QuerySpec<Data> | null, config?: QueryConfig<Data>): QueryResult<Data> {
  return useSWR<Data, ApiError>(spec ? spec.key : null, spec ? spec.fetch : null, config);
}

/**
 * What the mutation helpers need of SWR's `mutate` (the cache in scope: `useSWRConfig().mutate`, or
 * SWR's global `mutate`): revalidate the keys a filter matches, or clear them without refetching.
 */
export type CacheMutator = (
  filter: (key: unknown) => boolean,
  data?: undefined,
  options?: { revalidate: boolean },
) => Promise<unknown>;

async function revalidateAfter(mutate: CacheMutator, name: MutationName): Promise<void> {
  const matcher = invalidationMatcher(name);
  if (!matcher) return;
  if (invalidates[name] === 'clear') {
    await mutate(matcher, undefined, { revalidate: false });
    return;
  }
  await mutate(matcher);
}

function multipart(fields: Record<string, Blob | string>, fileName?: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName ?? (value instanceof File ? value.name : name));
  }
  return form;
}

/**
 * One function per non-GET operation (named after its operationId). Each calls the client, throws
 * an {@link ApiError} on failure, and on success revalidates the cached paths it changes (see
 * `invalidates`) through `mutate` — pass the one of the SWR cache the UI renders from.
 * `exportTranslations` (a file download) is here too: its answer is a Blob, not cached state.
 */
export function createMutations(client: ApiClient, mutate: CacheMutator) {
  async function run<Data>(
    name: MutationName,
    call: Promise<{ data?: Data; error?: unknown; response: Response }>,
  ): Promise<Data> {
    const data = await unwrap(call, MUTATION_ERROR_MESSAGE);
    await revalidateAfter(mutate, name);
    return data;
  }
  const id = (value: string) => ({ params: { path: { id: value } } });

  return {
    // auth
    login: (body: LoginRequest) => run('login', client.POST('/api/users/login', { body })),
    logout: () => run('logout', client.POST('/api/users/logout')),
    forgotPassword: (body: ForgotPasswordRequest) =>
      run('forgotPassword', client.POST('/api/users/forgot-password', { body })),
    setPassword: (body: SetPasswordRequest) =>
      run('setPassword', client.POST('/api/users/set-password', { body })),
    register: (body: RegisterRequest) => run('register', client.POST('/api/users/register', { body })),
    createAccount: (body: CreateAccountRequest) =>
      run('createAccount', client.POST('/api/accounts', { body })),

    // users
    inviteUser: (body: InviteUserRequest) => run('inviteUser', client.POST('/api/users', { body })),
    updateUserPermissionGroup: (body: UpdateUserPermissionGroupRequest) =>
      run('updateUserPermissionGroup', client.PUT('/api/users', { body })),
    /** `email` is the user's current email address (the spec's `PUT /users/{email}`). */
    updateUserByEmail: (email: string, body: UpdateUserRequest) =>
      run('updateUserByEmail', client.PUT('/api/users/{id}', { ...id(email), body })),
    deleteUser: (userId: string) => run('deleteUser', client.DELETE('/api/users/{id}', id(userId))),
    updateUserProfile: (userId: string, body: UpdateUserProfileRequest) =>
      run(
        'updateUserProfile',
        client.PUT('/api/users/update-userprofile/{_id}', { params: { path: { _id: userId } }, body }),
      ),
    resetUserPassword: (userId: string, body: ResetUserPasswordRequest) =>
      run(
        'resetUserPassword',
        client.PUT('/api/users/reset-password/{_id}', { params: { path: { _id: userId } }, body }),
      ),
    reinviteUser: (userId: string) =>
      run('reinviteUser', client.POST('/api/users/{id}/reinvite', id(userId))),
    deleteInvitedUser: (userId: string) =>
      run('deleteInvitedUser', client.DELETE('/api/users/invite/{id}', id(userId))),

    // companies
    getCompanySettingByUser: (body: CompanySettingRequest) =>
      run('getCompanySettingByUser', client.POST('/api/company-setting', { body })),
    updateCompany: (companyId: string, body: UpdateCompanyRequest) =>
      run('updateCompany', client.PUT('/api/companies/{id}', { ...id(companyId), body })),
    /** Stores the image and answers its file name; the company keeps its logo until `updateCompany`. */
    uploadCompanyLogo: (companyId: string, file: Blob, fileName?: string) =>
      run(
        'uploadCompanyLogo',
        client.POST('/api/companies/{id}/logo', {
          ...id(companyId),
          // openapi-typescript types `format: binary` as string; the real body is the FormData.
          body: { file: '' },
          bodySerializer: () => multipart({ file }, fileName),
        }),
      ),

    // permission groups
    createPermissionGroup: (body: CreatePermissionGroupRequest) =>
      run('createPermissionGroup', client.POST('/api/permission-groups', { body })),
    updatePermissionGroup: (groupId: string, body: UpdatePermissionGroupRequest) =>
      run('updatePermissionGroup', client.PUT('/api/permission-groups/{id}', { ...id(groupId), body })),
    deletePermissionGroup: (groupId: string) =>
      run('deletePermissionGroup', client.DELETE('/api/permission-groups/{id}', id(groupId))),

    // user roles
    createUserRole: (body: UserRoleRequest) =>
      run('createUserRole', client.POST('/api/user-roles', { body })),
    updateUserRole: (roleId: string, body: UserRoleRequest) =>
      run('updateUserRole', client.PUT('/api/user-roles/{id}', { ...id(roleId), body })),
    deleteUserRole: (roleId: string) =>
      run('deleteUserRole', client.DELETE('/api/user-roles/{id}', id(roleId))),

    // platform settings: each answer is the new list
    createDomain: (body: DomainCreateRequest) =>
      run('createDomain', client.POST('/api/platform-settings/domain', { body })),
    updateDomain: (domainId: string, body: DomainUpdateRequest) =>
      run('updateDomain', client.PUT('/api/platform-settings/domain/{id}', { ...id(domainId), body })),
    deleteDomain: (domainId: string) =>
      run('deleteDomain', client.DELETE('/api/platform-settings/domain/{id}', id(domainId))),
    createMailer: (body: MailerRequest) =>
      run('createMailer', client.POST('/api/platform-settings/mailer', { body })),
    updateMailer: (mailerId: string, body: MailerRequest) =>
      run('updateMailer', client.PUT('/api/platform-settings/mailer/{id}', { ...id(mailerId), body })),
    deleteMailer: (mailerId: string) =>
      run('deleteMailer', client.DELETE('/api/platform-settings/mailer/{id}', id(mailerId))),

    // default content
    createTemplate: (body: CreateTemplateRequest) =>
      run('createTemplate', client.POST('/api/defaults', { body })),
    updateTemplate: (templateId: string, body: UpdateTemplateRequest) =>
      run('updateTemplate', client.PUT('/api/defaults/default/{id}', { ...id(templateId), body })),
    deleteTemplate: (templateId: string) =>
      run('deleteTemplate', client.DELETE('/api/defaults/default/{id}', id(templateId))),
    copyTemplate: (templateId: string) =>
      run('copyTemplate', client.POST('/api/defaults/default/{id}/copy', id(templateId))),
    sendPreviewEmail: (templateId: string, body: PreviewEmailRequest) =>
      run('sendPreviewEmail', client.PUT('/api/defaults/email/{id}', { ...id(templateId), body })),
    sendPreviewSms: (templateId: string, body: PreviewSmsRequest) =>
      run('sendPreviewSms', client.POST('/api/defaults/sms/{id}/preview', { ...id(templateId), body })),
    updateButtonSettings: (templateId: string, body: ButtonTemplateSettings) =>
      run(
        'updateButtonSettings',
        client.PUT('/api/defaults/button/{id}/settings', { ...id(templateId), body }),
      ),
    saveTrackingCode: (pageId: string, body: TrackingCodeRequest) =>
      run(
        'saveTrackingCode',
        client.POST('/api/defaults/default/{pageId}/code', { params: { path: { pageId } }, body }),
      ),
    deleteTrackingCode: (pageId: string, codeId: string) =>
      run(
        'deleteTrackingCode',
        client.DELETE('/api/defaults/default/{pageId}/code/{codeId}', {
          params: { path: { pageId, codeId } },
        }),
      ),

    // languages and time zones
    updateLanguages: (body: UpdateLanguagesRequest) =>
      run('updateLanguages', client.PUT('/api/languages', { body })),
    updateTimeZones: (body: UpdateTimeZonesRequest) =>
      run('updateTimeZones', client.PUT('/api/time-zones', { body })),

    // translations
    updateTranslations: (templateId: string, language: string, body: UpdateTranslationsRequest) =>
      run(
        'updateTranslations',
        client.PUT('/api/translations/{templateId}/{language}', {
          params: { path: { templateId, language } },
          body,
        }),
      ),
    importTranslations: (templateId: string, file: Blob, language: string, fileName?: string) =>
      run(
        'importTranslations',
        client.POST('/api/translations/{templateId}/import', {
          params: { path: { templateId } },
          // openapi-typescript types `format: binary` as string; the real body is the FormData.
          body: { file: '', language },
          bodySerializer: () => multipart({ file, language }, fileName),
        }),
      ),
    autoTranslate: (templateId: string, body: AutoTranslateRequest) =>
      run(
        'autoTranslate',
        client.POST('/api/translations/{templateId}/auto-translate', {
          params: { path: { templateId } },
          body,
        }),
      ),
    /** "Download Current": the translation sheet (.xlsx) as a Blob. */
    exportTranslations: (templateId: string, query: TranslationSheetQuery) =>
      unwrap(
        client.GET('/api/translations/{templateId}/export', {
          params: { path: { templateId }, query },
          parseAs: 'blob',
        }),
        MUTATION_ERROR_MESSAGE,
      ),

    // communication
    createCommunicationIntegration: (body: CreateCommunicationIntegrationRequest) =>
      run('createCommunicationIntegration', client.POST('/api/communication-integrations', { body })),
    deleteCommunicationIntegration: (integrationId: string) =>
      run(
        'deleteCommunicationIntegration',
        client.DELETE('/api/communication-integrations/{id}', id(integrationId)),
      ),
  };
}

export type Mutations = ReturnType<typeof createMutations>;

type Maybe<T> = T | null | undefined;

/**
 * One query per GET operation (and the POST that reads company settings), keyed by operationId:
 * the SWR key and the fetcher, or `null` when a required argument is empty. Pure, so tests and
 * `preload` can use them without React. Each answers the envelope's `data`.
 */
export function createQueries(client: ApiClient) {
  const data = <Body extends { data: unknown }>(body: Body): Body['data'] => body.data;

  return {
    // auth
    getInvitation: (registerToken: Maybe<string>): QuerySpec<Invitation> | null =>
      registerToken
        ? {
            key: apiKey('/api/users/invitations/{registerToken}', { path: { registerToken } }),
            fetch: () =>
              unwrap(
                client.GET('/api/users/invitations/{registerToken}', { params: { path: { registerToken } } }),
              ).then(data),
          }
        : null,

    // users
    listUsers: (): QuerySpec<User[]> => ({
      key: apiKey('/api/users/all'),
      fetch: () => unwrap(client.GET('/api/users/all')).then(data),
    }),
    listInvitedUsers: (): QuerySpec<User[]> => ({
      key: apiKey('/api/users/invited-users'),
      fetch: () => unwrap(client.GET('/api/users/invited-users')).then(data),
    }),
    getUser: (id: Maybe<string>): QuerySpec<User> | null =>
      id
        ? {
            key: apiKey('/api/users/{id}', { path: { id } }),
            fetch: () => unwrap(client.GET('/api/users/{id}', { params: { path: { id } } })).then(data),
          }
        : null,

    // companies
    getCompanySettingByUser: (userId: Maybe<string>): QuerySpec<CompanySettings> | null =>
      userId
        ? {
            key: apiKey('/api/company-setting', { body: { userId } }),
            fetch: () => unwrap(client.POST('/api/company-setting', { body: { userId } })).then(data),
          }
        : null,
    getCompanyAuth: (): QuerySpec<CompanyAuth> => ({
      key: apiKey('/api/companies/auth'),
      fetch: () => unwrap(client.GET('/api/companies/auth')).then(data),
    }),
    getCompanyAlias: (host: Maybe<string>): QuerySpec<CompanyAlias> | null =>
      host
        ? {
            key: apiKey('/api/companies/alias', { query: { host } }),
            fetch: () =>
              unwrap(client.GET('/api/companies/alias', { params: { query: { host } } })).then(data),
          }
        : null,
    listCompanies: (): QuerySpec<CompanySummary[]> => ({
      key: apiKey('/api/companies'),
      fetch: () => unwrap(client.GET('/api/companies')).then(data),
    }),
    getCompany: (id: Maybe<string>): QuerySpec<CompanySettings> | null =>
      id
        ? {
            key: apiKey('/api/companies/{id}', { path: { id } }),
            fetch: () => unwrap(client.GET('/api/companies/{id}', { params: { path: { id } } })).then(data),
          }
        : null,

    // dashboard
    getDashboardSummary: (): QuerySpec<DashboardSummary> => ({
      key: apiKey('/api/dashboard/summary'),
      fetch: () => unwrap(client.GET('/api/dashboard/summary')).then(data),
    }),

    // permission groups and permissions
    listPermissionGroups: (): QuerySpec<PermissionGroup[]> => ({
      key: apiKey('/api/permission-groups'),
      fetch: () => unwrap(client.GET('/api/permission-groups')).then(data),
    }),
    getPermissionGroup: (id: Maybe<string>): QuerySpec<PermissionGroupData> | null =>
      id
        ? {
            key: apiKey('/api/permission-groups/{id}', { path: { id } }),
            fetch: () =>
              unwrap(client.GET('/api/permission-groups/{id}', { params: { path: { id } } })).then(data),
          }
        : null,
    getPermissions: (): QuerySpec<PermissionsData> => ({
      key: apiKey('/api/permissions'),
      fetch: () => unwrap(client.GET('/api/permissions')).then(data),
    }),

    // user roles
    listUserRoles: (): QuerySpec<UserRole[]> => ({
      key: apiKey('/api/user-roles'),
      fetch: () => unwrap(client.GET('/api/user-roles')).then(data),
    }),
    getUserRole: (id: Maybe<string>): QuerySpec<UserRole> | null =>
      id
        ? {
            key: apiKey('/api/user-roles/{id}', { path: { id } }),
            fetch: () => unwrap(client.GET('/api/user-roles/{id}', { params: { path: { id } } })).then(data),
          }
        : null,

    // platform settings
    listDomains: (): QuerySpec<Domain[]> => ({
      key: apiKey('/api/platform-settings/domains'),
      fetch: () => unwrap(client.GET('/api/platform-settings/domains')).then(data),
    }),
    listMailers: (): QuerySpec<Mailer[]> => ({
      key: apiKey('/api/platform-settings/mailers'),
      fetch: () => unwrap(client.GET('/api/platform-settings/mailers')).then(data),
    }),

    // default content
    listTemplates: (query: TemplateListQuery = {}): QuerySpec<TemplateSummary[]> => ({
      key: apiKey('/api/defaults', { query: { ...query } }),
      fetch: () => unwrap(client.GET('/api/defaults', { params: { query } })).then(data),
    }),
    getTemplate: (id: Maybe<string>): QuerySpec<Template> | null =>
      id
        ? {
            key: apiKey('/api/defaults/default/{id}', { path: { id } }),
            fetch: () =>
              unwrap(client.GET('/api/defaults/default/{id}', { params: { path: { id } } })).then(data),
          }
        : null,
    getButtonSettings: (id: Maybe<string>): QuerySpec<ButtonTemplateSettings> | null =>
      id
        ? {
            key: apiKey('/api/defaults/button/{id}/settings', { path: { id } }),
            fetch: () =>
              unwrap(client.GET('/api/defaults/button/{id}/settings', { params: { path: { id } } })).then(
                data,
              ),
          }
        : null,
    getPageBySlug: (slug: Maybe<string>): QuerySpec<PageHtml> | null =>
      slug
        ? {
            key: apiKey('/api/defaults/slug/{slug}', { path: { slug } }),
            fetch: () =>
              unwrap(client.GET('/api/defaults/slug/{slug}', { params: { path: { slug } } })).then(data),
          }
        : null,

    // languages and time zones
    listLanguages: (): QuerySpec<Language[]> => ({
      key: apiKey('/api/languages'),
      fetch: () => unwrap(client.GET('/api/languages')).then(data),
    }),
    listTimeZones: (): QuerySpec<TimeZone[]> => ({
      key: apiKey('/api/time-zones'),
      fetch: () => unwrap(client.GET('/api/time-zones')).then(data),
    }),

    // translations
    getTranslations: (
      templateId: Maybe<string>,
      language: Maybe<string>,
    ): QuerySpec<TranslationEntry[]> | null =>
      templateId && language
        ? {
            key: apiKey('/api/translations/{templateId}/{language}', { path: { templateId, language } }),
            fetch: () =>
              unwrap(
                client.GET('/api/translations/{templateId}/{language}', {
                  params: { path: { templateId, language } },
                }),
              ).then(data),
          }
        : null,
    exportTranslations: (
      templateId: Maybe<string>,
      query: Maybe<TranslationSheetQuery>,
    ): QuerySpec<Blob> | null =>
      templateId && query
        ? {
            key: apiKey('/api/translations/{templateId}/export', {
              path: { templateId },
              query: { ...query },
            }),
            fetch: () =>
              unwrap(
                client.GET('/api/translations/{templateId}/export', {
                  params: { path: { templateId }, query },
                  parseAs: 'blob',
                }),
              ),
          }
        : null,

    // legal
    listLegalDocuments: (): QuerySpec<LegalDocument[]> => ({
      key: apiKey('/api/legal-documents'),
      fetch: () => unwrap(client.GET('/api/legal-documents')).then(data),
    }),
    getLegalDocument: (path: Maybe<string>): QuerySpec<LegalDocument> | null =>
      path
        ? {
            key: apiKey('/api/legal-documents/{path}', { path: { path } }),
            fetch: () =>
              unwrap(client.GET('/api/legal-documents/{path}', { params: { path: { path } } })).then(data),
          }
        : null,

    // communication
    listCommunicationIntegrations: (): QuerySpec<CommunicationIntegration[]> => ({
      key: apiKey('/api/communication-integrations'),
      fetch: () => unwrap(client.GET('/api/communication-integrations')).then(data),
    }),

    // meta
    getOpenApiDocument: (): QuerySpec<string> => ({
      key: apiKey('/api/openapi.yaml'),
      fetch: () => unwrap(client.GET('/api/openapi.yaml', { parseAs: 'text' })),
    }),
  };
}

export type Queries = ReturnType<typeof createQueries>;

/**
 * Builds every hook once from a client: one SWR hook per GET operation, named after its
 * operationId (`listUsers` → `useUsers`, `getUser` → `useUser`, otherwise `use` + operationId),
 * plus `useMutations()` bound to the SWR cache in scope. Hooks answer the envelope's `data`
 * (`useUsers().data` is `User[]`); a hook whose required argument is empty does not fetch.
 */
export function createHooks(client: ApiClient) {
  const q = createQueries(client);

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
      useQuery(q.getInvitation(registerToken), config),
    // users
    useUsers: (config?: QueryConfig<User[]>) => useQuery(q.listUsers(), config),
    useInvitedUsers: (config?: QueryConfig<User[]>) => useQuery(q.listInvitedUsers(), config),
    useUser: (id: Maybe<string>, config?: QueryConfig<User>) => useQuery(q.getUser(id), config),
    // companies
    useCompanySettingByUser: (userId: Maybe<string>, config?: QueryConfig<CompanySettings>) =>
      useQuery(q.getCompanySettingByUser(userId), config),
    useCompanyAuth: (config?: QueryConfig<CompanyAuth>) => useQuery(q.getCompanyAuth(), config),
    useCompanyAlias: (host: Maybe<string>, config?: QueryConfig<CompanyAlias>) =>
      useQuery(q.getCompanyAlias(host), config),
    useCompanies: (config?: QueryConfig<CompanySummary[]>) => useQuery(q.listCompanies(), config),
    useCompany: (id: Maybe<string>, config?: QueryConfig<CompanySettings>) =>
      useQuery(q.getCompany(id), config),
    // dashboard
    useDashboardSummary: (config?: QueryConfig<DashboardSummary>) =>
      useQuery(q.getDashboardSummary(), config),
    // permission groups and permissions
    usePermissionGroups: (config?: QueryConfig<PermissionGroup[]>) =>
      useQuery(q.listPermissionGroups(), config),
    usePermissionGroup: (id: Maybe<string>, config?: QueryConfig<PermissionGroupData>) =>
      useQuery(q.getPermissionGroup(id), config),
    usePermissions: (config?: QueryConfig<PermissionsData>) => useQuery(q.getPermissions(), config),
    // user roles
    useUserRoles: (config?: QueryConfig<UserRole[]>) => useQuery(q.listUserRoles(), config),
    useUserRole: (id: Maybe<string>, config?: QueryConfig<UserRole>) => useQuery(q.getUserRole(id), config),
    // platform settings
    useDomains: (config?: QueryConfig<Domain[]>) => useQuery(q.listDomains(), config),
    useMailers: (config?: QueryConfig<Mailer[]>) => useQuery(q.listMailers(), config),
    // default content
    /** The templates list (`GET /api/defaults`), filtered and sorted by the server. */
    useTemplates: (query?: TemplateListQuery, config?: QueryConfig<TemplateSummary[]>) =>
      useQuery(q.listTemplates(query), config),
    /** Same as `useTemplates`: the spec calls the list "defaults" after its path. */
    useDefaults: (query?: TemplateListQuery, config?: QueryConfig<TemplateSummary[]>) =>
      useQuery(q.listTemplates(query), config),
    useTemplate: (id: Maybe<string>, config?: QueryConfig<Template>) => useQuery(q.getTemplate(id), config),
    useButtonSettings: (id: Maybe<string>, config?: QueryConfig<ButtonTemplateSettings>) =>
      useQuery(q.getButtonSettings(id), config),
    usePageBySlug: (slug: Maybe<string>, config?: QueryConfig<PageHtml>) =>
      useQuery(q.getPageBySlug(slug), config),
    // languages and time zones
    useLanguages: (config?: QueryConfig<Language[]>) => useQuery(q.listLanguages(), config),
    useTimeZones: (config?: QueryConfig<TimeZone[]>) => useQuery(q.listTimeZones(), config),
    // translations
    useTranslations: (
      templateId: Maybe<string>,
      language: Maybe<string>,
      config?: QueryConfig<TranslationEntry[]>,
    ) => useQuery(q.getTranslations(templateId, language), config),
    /** The translation sheet as a Blob; for a download button prefer `useMutations().exportTranslations`. */
    useExportTranslations: (
      templateId: Maybe<string>,
      query: Maybe<TranslationSheetQuery>,
      config?: QueryConfig<Blob>,
    ) => useQuery(q.exportTranslations(templateId, query), config),
    // legal
    useLegalDocuments: (config?: QueryConfig<LegalDocument[]>) => useQuery(q.listLegalDocuments(), config),
    useLegalDocument: (path: Maybe<string>, config?: QueryConfig<LegalDocument>) =>
      useQuery(q.getLegalDocument(path), config),
    // communication
    useCommunicationIntegrations: (config?: QueryConfig<CommunicationIntegration[]>) =>
      useQuery(q.listCommunicationIntegrations(), config),
    // meta
    /** The contract itself, as YAML text. */
    useOpenApiDocument: (config?: QueryConfig<string>) => useQuery(q.getOpenApiDocument(), config),
  };
}

/** Everything `createHooks` builds: the client, the queries, one hook per GET operation and `useMutations`. */
export type Api = ReturnType<typeof createHooks>;
