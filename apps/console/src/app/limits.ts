import contract from '@qone/domain/limits.json';

/**
 * The longest text each form field takes, as the contract says (packages/domain/src/limits.json, generated from
 * openapi.yaml by `npm run generate`), in the shapes the kit's `limits` props take. Nothing is typed again here: a
 * limit changed in openapi.yaml reaches the forms with the next generate.
 */
export const fieldLimits = {
  buttonSettings: { text: contract.ButtonTemplateSettings.text },
  integration: {
    name: contract.CreateCommunicationIntegrationRequest.name,
    sender: contract.CommunicationIntegrationSettings['*'],
    apiKey: contract.CommunicationIntegrationSecrets['*'],
  },
  permissionGroup: {
    name: contract.CreatePermissionGroupRequest.name,
    description: contract.CreatePermissionGroupRequest.description,
  },
  invitation: { name: contract.InviteUserRequest.name, email: contract.InviteUserRequest.email },
  language: { customCode: contract.LanguageSetting.customCode },
  role: { name: contract.UserRoleRequest.role, description: contract.UserRoleRequest.description },
} as const;
