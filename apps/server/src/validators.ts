import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Request validation against the contract's schemas. Bodies are JSON: their types must be exactly what the
 * contract says (no coercion: `"true"` is not a boolean, `42` is not a string). Path, query and header values are
 * always strings on the wire, so those — and only those — are coerced to the contract's types.
 */
const common: Options = {
  // A field the contract does not list (`additionalProperties: false`) answers 400 rather than being dropped silently.
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  // The contract carries OpenAPI annotations (examples, x-…) that are not JSON Schema keywords.
  strict: false,
  // `format: binary` marks multipart file parts; the upload handlers check the bytes themselves.
  formats: { binary: true },
};

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...common, coerceTypes });
  addFormats.default(ajv);
  return ajv;
}

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = createAjv(false);
  const coercing = createAjv('array');
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    // Route schemas are self-contained; an $id would clash between routes compiled into the same instance.
    const { $id: _id, ...rest } = schema as Record<string, unknown>;
    return ajv.compile(rest);
  };
}
