// openapi.yaml as JSON (src/openapi.json), so the fake can validate requests against the contract in the browser
// too, where it cannot read the YAML file: bundlers import JSON, and no YAML parser ships to the page.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const source = new URL('../../../openapi.yaml', import.meta.url);
const target = new URL('../src/openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(parse(readFileSync(source, 'utf8')), null, 2)}\n`);
