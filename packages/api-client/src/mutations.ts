import { createAuthRequests } from './auth-api';
import type { ApiClient } from './client';
import { MUTATION_ERROR_MESSAGE, unwrap } from './errors';
import type { ActivityExportQuery } from './hooks';
import { invalidates, invalidationMatcher, type MutationName } from './invalidation';
import { apiKey } from './keys';
import { revalidatePagedReads } from './paged-reads';
import type {
  AddPasskeyRequest,
  AutoTranslateRequest,
  AutoTranslateTemplatesRequest,
  BulkInviteRequest,
  ButtonTemplateSettings,
  CompanySettingRequest,
  ConfirmEmailChangeRequest,
  ConfirmTotpRequest,
  CreateAccountRequest,
  CreateCommunicationIntegrationRequest,
  CreatePermissionGroupRequest,
  CreateTemplateRequest,
  DomainCreateRequest,
  DomainUpdateRequest,
  ForgotPasswordRequest,
  InviteUserRequest,
  LegalChoiceRequest,
  LegalDraftRequest,
  LegalPublishRequest,
  LoginRequest,
  MailerRequest,
  MailerTestRequest,
  PasskeySignInRequest,
  PreviewEmailRequest,
  PreviewSmsRequest,
  RegisterRequest,
  RenamePasskeyRequest,
  ResetUserPasswordRequest,
  SecondStepRequest,
  SecurityKeyStepRequest,
  SetPasswordRequest,
  StepUpRequest,
  TemplatePreviewRequest,
  TrackingCodeRequest,
  TranslationSheetMode,
  UpdateCommunicationIntegrationRequest,
  UpdateCompanyRequest,
  UpdateLanguagesRequest,
  UpdateMailerRequest,
  UpdatePermissionGroupRequest,
  UpdateTemplateRequest,
  UpdateTimeZonesRequest,
  UpdateTranslationsRequest,
  UpdateUserPermissionGroupRequest,
  UpdateUserProfileRequest,
  UpdateUserRequest,
  UpdateUserRoleRequest,
  UserRoleRequest,
} from './types';

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
  await Promise.all([mutate(matcher), revalidatePagedReads((path) => matcher(apiKey(path)))]);
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
 * `exportTranslationSheet` (a file download) is here too: its answer is a Blob, not cached state.
 */
export function createMutations(client: ApiClient, mutate: CacheMutator) {
  /** `done` settled: on success the paths `name` changes are revalidated before its data is answered. */
  async function revalidated<Data>(name: MutationName, done: Promise<Data>): Promise<Data> {
    const data = await done;
    await revalidateAfter(mutate, name);
    return data;
  }
  const run = <Data>(
    name: MutationName,
    call: Promise<{ data?: Data; error?: unknown; response: Response }>,
  ) => revalidated(name, unwrap(call, MUTATION_ERROR_MESSAGE));
  const id = (value: string) => ({ params: { path: { id: value } } });
  const legal = (path: string) => ({ params: { path: { path } } });
  // The signed-out screens' calls are written once, in ./auth-api.ts; here they also revalidate the cache.
  const auth = createAuthRequests(client);

  return {
    // auth
    login: (body: LoginRequest) => revalidated('login', auth.login(body)),
    loginSecondFactor: (body: SecondStepRequest) =>
      revalidated('loginSecondFactor', auth.loginSecondFactor(body)),
    startSecurityKeyStep: (body: SecurityKeyStepRequest) =>
      revalidated('startSecurityKeyStep', auth.startSecurityKeyStep(body)),
    startPasskeySignIn: () => revalidated('startPasskeySignIn', auth.startPasskeySignIn()),
    loginWithPasskey: (body: PasskeySignInRequest) =>
      revalidated('loginWithPasskey', auth.loginWithPasskey(body)),
    logout: () => run('logout', client.POST('/api/users/logout')),
    forgotPassword: (body: ForgotPasswordRequest) => revalidated('forgotPassword', auth.forgotPassword(body)),
    setPassword: (body: SetPasswordRequest) => revalidated('setPassword', auth.setPassword(body)),
    register: (body: RegisterRequest) => revalidated('register', auth.register(body)),
    createAccount: (body: CreateAccountRequest) => revalidated('createAccount', auth.createAccount(body)),
    confirmEmailChange: (body: ConfirmEmailChangeRequest) =>
      revalidated('confirmEmailChange', auth.confirmEmailChange(body)),
    endMySession: (sessionId: string) =>
      run(
        'endMySession',
        client.DELETE('/api/users/me/sessions/{sessionId}', { params: { path: { sessionId } } }),
      ),
    endMyOtherSessions: () => run('endMyOtherSessions', client.POST('/api/users/me/sessions/end-others')),
    /** A fresh proof of identity (the console's "Confirm it's you" dialog), after which a refused write is sent again. */
    stepUp: (body: StepUpRequest) => run('stepUp', client.POST('/api/users/me/step-up', { body })),
    /** The challenge of a step-up with one of the caller's passkeys or security keys; the assertion goes to `stepUp`. */
    startStepUpWithKey: () => run('startStepUpWithKey', client.POST('/api/users/me/step-up/options')),

    // users
    inviteUser: (body: InviteUserRequest) => run('inviteUser', client.POST('/api/users', { body })),
    updateUserPermissionGroup: (body: UpdateUserPermissionGroupRequest) =>
      run('updateUserPermissionGroup', client.PUT('/api/users', { body })),
    /** `email` is the user's current email address: the product's call is `PUT /users/{email}`. */
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
    /** Invites every row into one group; the answer lists each row's outcome. */
    inviteUsers: (body: BulkInviteRequest) =>
      run('inviteUsers', client.POST('/api/users/bulk-invite', { body })),
    signOutEverywhere: (userId: string) =>
      run('signOutEverywhere', client.POST('/api/users/{id}/sign-out-everywhere', id(userId))),
    signOutEveryone: () => run('signOutEveryone', client.POST('/api/users/sign-out-everyone')),

    // second factors
    startTotpEnrolment: () => run('startTotpEnrolment', client.POST('/api/users/me/second-factors/totp')),
    confirmTotpEnrolment: (body: ConfirmTotpRequest) =>
      run('confirmTotpEnrolment', client.POST('/api/users/me/second-factors/totp/confirm', { body })),
    removeTotp: () => run('removeTotp', client.DELETE('/api/users/me/second-factors/totp')),
    regenerateRecoveryCodes: () =>
      run('regenerateRecoveryCodes', client.POST('/api/users/me/recovery-codes')),
    startPasskeyRegistration: () =>
      run('startPasskeyRegistration', client.POST('/api/users/me/second-factors/passkeys/options')),
    addPasskey: (body: AddPasskeyRequest) =>
      run('addPasskey', client.POST('/api/users/me/second-factors/passkeys', { body })),
    renamePasskey: (passkeyId: string, body: RenamePasskeyRequest) =>
      run(
        'renamePasskey',
        client.PUT('/api/users/me/second-factors/passkeys/{passkeyId}', {
          params: { path: { passkeyId } },
          body,
        }),
      ),
    removePasskey: (passkeyId: string) =>
      run(
        'removePasskey',
        client.DELETE('/api/users/me/second-factors/passkeys/{passkeyId}', {
          params: { path: { passkeyId } },
        }),
      ),
    resetUserSecondFactors: (userId: string) =>
      run('resetUserSecondFactors', client.POST('/api/users/{id}/second-factors/reset', id(userId))),

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
    updateUserRole: (roleId: string, body: UpdateUserRoleRequest) =>
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
    updateMailer: (mailerId: string, body: UpdateMailerRequest) =>
      run('updateMailer', client.PUT('/api/platform-settings/mailer/{id}', { ...id(mailerId), body })),
    deleteMailer: (mailerId: string) =>
      run('deleteMailer', client.DELETE('/api/platform-settings/mailer/{id}', id(mailerId))),
    /** Looks the domain's records up and stores the result; answers the checked domain and a summary. */
    verifyDomain: (domainId: string) =>
      run('verifyDomain', client.POST('/api/platform-settings/domain/{id}/verify', id(domainId))),
    sendMailerTest: (mailerId: string, body: MailerTestRequest) =>
      run(
        'sendMailerTest',
        client.POST('/api/platform-settings/mailer/{id}/test', { ...id(mailerId), body }),
      ),

    // default content
    createTemplate: (body: CreateTemplateRequest) =>
      run('createTemplate', client.POST('/api/defaults', { body })),
    updateTemplate: (templateId: string, body: UpdateTemplateRequest) =>
      run('updateTemplate', client.PUT('/api/defaults/default/{id}', { ...id(templateId), body })),
    deleteTemplate: (templateId: string) =>
      run('deleteTemplate', client.DELETE('/api/defaults/default/{id}', id(templateId))),
    copyTemplate: (templateId: string) =>
      run('copyTemplate', client.POST('/api/defaults/default/{id}/copy', id(templateId))),
    restoreTemplateVersion: (templateId: string, versionId: string) =>
      run(
        'restoreTemplateVersion',
        client.POST('/api/defaults/default/{id}/versions/{versionId}/restore', {
          params: { path: { id: templateId, versionId } },
        }),
      ),
    createTemplatePreview: (body: TemplatePreviewRequest) =>
      run('createTemplatePreview', client.POST('/api/defaults/previews', { body })),
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
    // translation sheet: the console sends the same file to preview, then to import (the server keeps nothing)
    /** One page of what the sheet would do (the first unless `page` says otherwise): the file is read again each time. */
    previewTranslationSheet: (file: Blob, fileName?: string, page?: { offset?: number; limit?: number }) =>
      run(
        'previewTranslationSheet',
        client.POST('/api/translation-sheet/preview', {
          ...(page ? { params: { query: page } } : {}),
          // openapi-typescript types `format: binary` as string; the real body is the FormData.
          body: { file: '' },
          bodySerializer: () => multipart({ file }, fileName),
        }),
      ),
    importTranslationSheet: (file: Blob, mode: TranslationSheetMode, fileName?: string) =>
      run(
        'importTranslationSheet',
        client.POST('/api/translation-sheet/import', {
          body: { file: '', mode },
          bodySerializer: () => multipart({ mode, file }, fileName),
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
    /**
     * The activity record the filters select, as a CSV or JSON Lines file (a Blob). The export is recorded, so the
     * activity record is revalidated after it.
     */
    exportActivity: (options: ActivityExportQuery) =>
      unwrap(
        client.GET('/api/activity/export', { params: { query: options }, parseAs: 'blob' }),
        MUTATION_ERROR_MESSAGE,
      ).then(async (file) => {
        await revalidatePagedReads((path) => path === '/api/activity');
        return file;
      }),
    /** "Download Current": the company's translation sheet (.xlsx) as a Blob. */
    exportTranslationSheet: () =>
      unwrap(client.GET('/api/translation-sheet', { parseAs: 'blob' }), MUTATION_ERROR_MESSAGE),
    /** The translations screen's 'Auto Translate': the templates shown (or all), empty targets only. */
    autoTranslateTemplates: (body: AutoTranslateTemplatesRequest) =>
      run('autoTranslateTemplates', client.POST('/api/translations/auto-translate', { body })),

    // legal
    saveLegalDraft: (path: string, body: LegalDraftRequest) =>
      run('saveLegalDraft', client.PUT('/api/legal-documents/{path}/draft', { ...legal(path), body })),
    discardLegalDraft: (path: string) =>
      run('discardLegalDraft', client.DELETE('/api/legal-documents/{path}/draft', legal(path))),
    publishLegalDraft: (path: string, body: LegalPublishRequest) =>
      run('publishLegalDraft', client.POST('/api/legal-documents/{path}/publish', { ...legal(path), body })),
    setLegalChoice: (path: string, body: LegalChoiceRequest) =>
      run('setLegalChoice', client.PUT('/api/legal-documents/{path}/choice', { ...legal(path), body })),
    acceptLegalDocument: (path: string) =>
      run('acceptLegalDocument', client.POST('/api/legal-documents/{path}/acceptance', legal(path))),

    // communication
    updateCommunicationIntegration: (integrationId: string, body: UpdateCommunicationIntegrationRequest) =>
      run(
        'updateCommunicationIntegration',
        client.PUT('/api/communication-integrations/{id}', { ...id(integrationId), body }),
      ),
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
