import * as catalogue from '@qone/domain/messages';
import { languageProblemMessage, validationMessage } from '@qone/domain/wording';
import { describe, expect, it } from 'vitest';

describe('the catalogue and the wording', () => {
  it('the catalogue holds only the product’s words: sections of texts, no function choosing among them', () => {
    for (const [name, section] of Object.entries(catalogue)) {
      expect(typeof section, name).toBe('object');
      for (const [key, text] of Object.entries(section)) {
        expect(['string', 'function'], `${name}.${key}`).toContain(typeof text);
      }
    }
  });

  it('words a refusal with the catalogue’s texts', () => {
    expect(languageProblemMessage({ kind: 'duplicate', code: 'fr' })).toBe(
      catalogue.languageMessages.duplicate('fr'),
    );
    const missing = {
      keyword: 'required',
      instancePath: '',
      schemaPath: '#/required',
      params: { missingProperty: 'email' },
    };
    expect(validationMessage('login', 'body', [missing], {})).toBe(
      catalogue.validationMessages.emailRequired,
    );
    expect(validationMessage('unknownOperation', 'body', [missing], {})).toBe(
      catalogue.requestMessages.fieldRequired('email', 'body'),
    );
    expect(validationMessage('login', 'body', [], {})).toBe(catalogue.requestMessages.invalid);
  });
});
