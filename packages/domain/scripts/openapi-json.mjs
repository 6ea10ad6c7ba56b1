// openapi.yaml as JSON (src/openapi.json), so the fake can validate requests against the contract in the browser
// too, where it cannot read the YAML file: bundlers import JSON, and no YAML parser ships to the page.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const source = new URL('../../../openapi.yaml', import.meta.url);
const target = new URL('../src/openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(parse(readFileSync(source, 'utf8')), null, 2)}\n`);

// The contract's length limits (src/limits.json): per component schema, each property's maxLength (`$ref`s followed;
// `*` for the values of a free-form object), so a form can bound its fields by the contract without carrying the
// whole contract to the page.
const contract = JSON.parse(readFileSync(target, 'utf8'));
const schemas = contract.components.schemas;
const resolve = (schema) => {
  let current = schema;
  while (current?.$ref) current = { ...schemas[current.$ref.split('/').pop()], ...current, $ref: undefined };
  return current;
};
const limits = {};
for (const [name, schema] of Object.entries(schemas)) {
  const fields = {};
  for (const [property, value] of Object.entries(resolve(schema).properties ?? {})) {
    const maxLength = resolve(value).maxLength;
    if (maxLength !== undefined) fields[property] = maxLength;
  }
  const values = resolve(schema).additionalProperties;
  if (typeof values === 'object' && values.maxLength !== undefined) fields['*'] = values.maxLength;
  if (Object.keys(fields).length > 0) limits[name] = fields;
}
writeFileSync(new URL('../src/limits.json', import.meta.url), `${JSON.stringify(limits, null, 2)}\n`);
