import type { RequestPart } from '@qone/domain/messages';
import { coerceTypesFor, requestValidatorOptions } from '@qone/domain/request-validation';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Request validation against the contract's schemas, with the options the fake uses too
 * (`@qone/domain/request-validation`): bodies taken exactly as sent, path and query strings coerced.
 */
function createAjv(part: RequestPart): Ajv {
  const ajv = new Ajv({ ...requestValidatorOptions, coerceTypes: coerceTypesFor(part) });
  addFormats.default(ajv);
  return ajv;
}

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = createAjv('body');
  const coercing = createAjv('querystring');
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    // Route schemas are self-contained; an $id would clash between routes compiled into the same instance.
    const { $id: _id, ...rest } = schema as Record<string, unknown>;
    return ajv.compile(rest);
  };
}
