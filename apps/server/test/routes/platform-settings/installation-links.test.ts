import { afterEach, describe, expect, it } from 'vitest';
import { readConfig, readInstallationLinks } from '../../../src/config.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const allUnset = {
  projects: null,
  surveyDesigner: null,
  panels: null,
  contacts: null,
  reports: null,
  tutorials: null,
  faq: null,
  support: null,
};

describe('installation links (PROJECTS_URL … SUPPORT_URL)', () => {
  it('are all unset by default', () => {
    expect(readConfig({}).installationLinks).toEqual(allUnset);
  });

  it('takes absolute http(s) URLs, and an empty value as unset', () => {
    expect(
      readInstallationLinks({
        PROJECTS_URL: ' https://projects.example.com ',
        SURVEY_DESIGNER_URL: 'http://surveys.example.com/designer?from=console',
        SUPPORT_URL: '',
      }),
    ).toEqual({
      ...allUnset,
      projects: 'https://projects.example.com/',
      surveyDesigner: 'http://surveys.example.com/designer?from=console',
    });
  });

  it.each([
    ['PANELS_URL', '/panel-manager/overview'],
    ['PANELS_URL', 'panels.example.com'],
    ['FAQ_URL', 'javascript:alert(1)'],
    ['FAQ_URL', 'mailto:help@example.com'],
    ['REPORTS_URL', 'ftp://reports.example.com/'],
    ['CONTACTS_URL', 'https://user:secret@contacts.example.com/'],
  ])('refuses to start with %s=%s', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(name);
  });

  it('answers every signed-in user the configured addresses, null where unset', async () => {
    t = await build({
      installationLinks: {
        ...allUnset,
        panels: 'https://panels.example.com/',
        faq: 'https://help.example.com/faq',
      },
    });
    const member = await signedInAdmin(t, 'none');
    const res = await t.app.inject({ method: 'GET', url: '/api/installation-links', headers: member.bearer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { ...allUnset, panels: 'https://panels.example.com/', faq: 'https://help.example.com/faq' },
    });
  });

  it('answers nobody without a session', async () => {
    t = await build();
    const res = await t.app.inject({ method: 'GET', url: '/api/installation-links' });
    expect(res.statusCode).toBe(401);
  });
});
