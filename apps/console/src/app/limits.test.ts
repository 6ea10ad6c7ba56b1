import { describe, expect, it } from 'vitest';
import openapi from '../../../../packages/domain/src/openapi.json';
import { fieldLimits } from './limits';

interface Schema {
  $ref?: string;
  maxLength?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
}
const schemas = openapi.components.schemas as Record<string, Schema>;
const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema;
/** A property's maxLength in openapi.yaml (`*`: the values of a free-form object), read here on its own. */
const maxLength = (name: string, property: string) => {
  const schema = resolve(schemas[name] ?? {});
  const field = property === '*' ? schema.additionalProperties : schema.properties?.[property];
  return typeof field === 'object' ? resolve(field).maxLength : undefined;
};

describe('fieldLimits', () => {
  it('are the maxLength values of openapi.yaml, for every form the kit bounds', () => {
    expect(fieldLimits).toEqual({
      buttonSettings: { text: maxLength('ButtonTemplateSettings', 'text') },
      integration: {
        name: maxLength('CreateCommunicationIntegrationRequest', 'name'),
        sender: maxLength('CommunicationIntegrationSettings', '*'),
        apiKey: maxLength('CommunicationIntegrationSecrets', '*'),
      },
      permissionGroup: {
        name: maxLength('CreatePermissionGroupRequest', 'name'),
        description: maxLength('CreatePermissionGroupRequest', 'description'),
      },
      invitation: {
        name: maxLength('InviteUserRequest', 'name'),
        email: maxLength('InviteUserRequest', 'email'),
      },
      language: { customCode: maxLength('LanguageSetting', 'customCode') },
      role: {
        name: maxLength('UserRoleRequest', 'role'),
        description: maxLength('UserRoleRequest', 'description'),
      },
    });
    expect(Object.values(fieldLimits).flatMap(Object.values)).not.toContain(undefined);
  });
});
