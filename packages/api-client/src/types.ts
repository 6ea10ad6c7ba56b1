import type { components } from './schema';

type Schemas = components['schemas'];

// Entities
export type User = Schemas['User'];
/** One of the caller's open sessions (`GET /api/users/me/sessions`). */
export type Session = Schemas['Session'];
export type StepUpRequest = Schemas['StepUpRequest'];
export type UserStatus = Schemas['UserStatus'];
export type InvitationMail = Schemas['InvitationMail'];
export type MailState = Schemas['MailState'];
export type MailStatus = Schemas['MailStatus'];
export type Invitation = Schemas['Invitation'];
export type PermissionGroup = Schemas['PermissionGroup'];
export type PermissionGroupData = Schemas['PermissionGroupData'];
export type AccessFlags = Schemas['AccessFlags'];
export type AccessFlagName = Schemas['AccessFlagName'];
export type PanelAccess = Schemas['PanelAccess'];
export type PanelAccessField = Schemas['PanelAccessField'];
export type PanelRef = Schemas['PanelRef'];
export type Permissions = Schemas['Permissions'];
export type PermissionFlagName = keyof Permissions;
export type PermissionsData = Schemas['PermissionsData'];
export type UserRole = Schemas['UserRole'];
export type CompanySettings = Schemas['CompanySettings'];
export type ActivityRetentionPreview = Schemas['ActivityRetentionPreview'];
export type CompanyAuth = Schemas['CompanyAuth'];
export type CompanyAlias = Schemas['CompanyAlias'];
export type CompanySummary = Schemas['CompanySummary'];
export type CompanyLogo = Schemas['CompanyLogo'];
export type DashboardSummary = Schemas['DashboardSummary'];
export type Liveness = Schemas['Liveness'];
export type Readiness = Schemas['Readiness'];
export type Domain = Schemas['Domain'];
export type StorageUsage = Schemas['StorageUsage'];
export type DomainRef = Schemas['DomainRef'];
export type Mailer = Schemas['Mailer'];
export type DnsRecord = Schemas['DnsRecord'];
export type DnsRecordStatus = Schemas['DnsRecordStatus'];
export type DomainVerificationStatus = Schemas['DomainVerificationStatus'];
export type LegalVersion = Schemas['LegalVersion'];
export type LegalDraft = Schemas['LegalDraft'];
export type LegalAcceptance = Schemas['LegalAcceptance'];
export type MailerType = Schemas['MailerType'];
export type Template = Schemas['Template'];
// Activity record
export type ActivityEvent = Schemas['ActivityEvent'];
export type ActivityPage = Schemas['ActivityPage'];
export type ActivityArea = Schemas['ActivityArea'];
export type ActivityTargetType = Schemas['ActivityTargetType'];
export type LatestChange = Schemas['LatestChange'];
// People: the user grid's pages and bulk invitations
export type UserListStatus = Schemas['UserListStatus'];
export type UserPage = Schemas['UserPage'];
export type BulkInviteRequest = Schemas['BulkInviteRequest'];
export type BulkInviteRow = Schemas['BulkInviteRow'];
export type BulkInviteResult = Schemas['BulkInviteResult'];
export type BulkInviteOutcome = Schemas['BulkInviteOutcome'];
export type TemplateSummary = Schemas['TemplateSummary'];
/** A row of the templates list: the summary and the enabled languages its translation is incomplete in. */
export type TemplateListItem = Schemas['TemplateListItem'];
export type TemplateType = Schemas['TemplateType'];
export type TemplateStatus = Schemas['TemplateStatus'];
export type TemplateSort = Schemas['TemplateSort'];
export type TrackingCode = Schemas['TrackingCode'];
export type TrackingCodeLocation = Schemas['TrackingCodeLocation'];
export type ButtonTemplateSettings = Schemas['ButtonTemplateSettings'];
export type PageHtml = Schemas['PageHtml'];
// Default content: versions, merge tags, previews
export type TemplateVersionSummary = Schemas['TemplateVersionSummary'];
export type TemplateVersion = Schemas['TemplateVersion'];
export type MergeTag = Schemas['MergeTag'];
export type TemplatePreview = Schemas['TemplatePreview'];
export type NotificationUnit = Schemas['NotificationUnit'];
export type TemplatePreviewRequest = Schemas['TemplatePreviewRequest'];
export type Language = Schemas['Language'];
export type LanguageSetting = Schemas['LanguageSetting'];
export type TimeZone = Schemas['TimeZone'];
export type TimeZoneSetting = Schemas['TimeZoneSetting'];
export type TranslationEntry = Schemas['TranslationEntry'];
export type TranslationSheetPreview = Schemas['TranslationSheetPreview'];
export type TranslationSheetRow = Schemas['TranslationSheetRow'];
export type TranslationSheetMode = Schemas['TranslationSheetMode'];
export type TranslationSheetImportResult = Schemas['TranslationSheetImportResult'];
export type TranslationProgress = Schemas['TranslationProgress'];
/** Whether auto-translate has a provider, and which. */
export type TranslationProviderInfo = Schemas['TranslationProvider'];
/** Where the other modules and Help live for this installation; null where the server has none set. */
export type InstallationLinks = Schemas['InstallationLinks'];
export type TranslationContext = Schemas['TranslationContext'];
export type LegalDocument = Schemas['LegalDocument'];
export type CommunicationIntegration = Schemas['CommunicationIntegration'];
export type CommunicationType = Schemas['CommunicationType'];
export type ErrorBody = Schemas['Error'];
export type MessageResponse = Schemas['MessageResponse'];

// Request bodies
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
/** Login's answer for a user with a second factor: the ticket of the second step. */
export type SecondFactorChallenge = Schemas['SecondFactorChallenge'];
export type SecondStepMethod = Schemas['SecondStepMethod'];
export type SecondStepRequest = Schemas['SecondStepRequest'];
export type Passkey = Schemas['Passkey'];
export type PasskeyKind = Schemas['PasskeyKind'];
export type AddPasskeyRequest = Schemas['AddPasskeyRequest'];
export type RenamePasskeyRequest = Schemas['RenamePasskeyRequest'];
export type PasskeySignInRequest = Schemas['PasskeySignInRequest'];
export type SecurityKeyStepRequest = Schemas['SecurityKeyStepRequest'];
export type PasskeyCreationOptions = Schemas['PasskeyCreationOptions'];
export type PasskeyRequestOptions = Schemas['PasskeyRequestOptions'];
/** What the browser made (registration) or answered (sign-in), as JSON. */
export type PasskeyRegistrationCredential = Schemas['PasskeyRegistrationCredential'];
export type PasskeyAssertion = Schemas['PasskeyAssertion'];
export type SecondFactors = Schemas['SecondFactors'];
export type SecondFactorKind = Schemas['SecondFactorKind'];
export type SecondFactorPolicy = Schemas['SecondFactorPolicy'];
export type TotpEnrolment = Schemas['TotpEnrolment'];
export type ConfirmTotpRequest = Schemas['ConfirmTotpRequest'];
export type ForgotPasswordRequest = Schemas['ForgotPasswordRequest'];
export type SetPasswordRequest = Schemas['SetPasswordRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type ConfirmEmailChangeRequest = Schemas['ConfirmEmailChangeRequest'];
export type CreateAccountRequest = Schemas['CreateAccountRequest'];
export type InviteUserRequest = Schemas['InviteUserRequest'];
export type UpdateUserRequest = Schemas['UpdateUserRequest'];
export type UpdateUserResponse = Schemas['UpdateUserResponse'];
export type UpdateUserPermissionGroupRequest = Schemas['UpdateUserPermissionGroupRequest'];
export type UpdateUserProfileRequest = Schemas['UpdateUserProfileRequest'];
export type ResetUserPasswordRequest = Schemas['ResetUserPasswordRequest'];
export type CompanySettingRequest = Schemas['CompanySettingRequest'];
export type UpdateCompanyRequest = Schemas['UpdateCompanyRequest'];
export type CreatePermissionGroupRequest = Schemas['CreatePermissionGroupRequest'];
export type UpdatePermissionGroupRequest = Schemas['UpdatePermissionGroupRequest'];
export type UserRoleRequest = Schemas['UserRoleRequest'];
export type UpdateUserRoleRequest = Schemas['UpdateUserRoleRequest'];
export type DomainCreateRequest = Schemas['DomainCreateRequest'];
export type DomainUpdateRequest = Schemas['DomainUpdateRequest'];
export type MailerRequest = Schemas['MailerRequest'];
export type UpdateMailerRequest = Schemas['UpdateMailerRequest'];
export type CreateTemplateRequest = Schemas['CreateTemplateRequest'];
export type UpdateTemplateRequest = Schemas['UpdateTemplateRequest'];
export type PreviewEmailRequest = Schemas['PreviewEmailRequest'];
export type PreviewSmsRequest = Schemas['PreviewSmsRequest'];
export type TrackingCodeRequest = Schemas['TrackingCodeRequest'];
export type UpdateLanguagesRequest = Schemas['UpdateLanguagesRequest'];
export type UpdateTimeZonesRequest = Schemas['UpdateTimeZonesRequest'];
export type UpdateTranslationsRequest = Schemas['UpdateTranslationsRequest'];
export type AutoTranslateRequest = Schemas['AutoTranslateRequest'];
export type AutoTranslateTemplatesRequest = Schemas['AutoTranslateTemplatesRequest'];
export type CreateCommunicationIntegrationRequest = Schemas['CreateCommunicationIntegrationRequest'];
export type UpdateCommunicationIntegrationRequest = Schemas['UpdateCommunicationIntegrationRequest'];
export type MailerTestRequest = Schemas['MailerTestRequest'];
export type LegalDraftRequest = Schemas['LegalDraftRequest'];
export type LegalPublishRequest = Schemas['LegalPublishRequest'];
export type LegalChoiceRequest = Schemas['LegalChoiceRequest'];

/** Query of `GET /api/defaults` (the templates list). */
export interface TemplateListQuery {
  status?: TemplateStatus | '';
  type?: TemplateType;
  search?: string;
  sort?: TemplateSort;
}
