import { FAKE_INSTALLATION_LINKS } from '@qone/api-client/mocks';
import { authMessages } from '@qone/domain/messages';
import { answers, by, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * The installation's addresses of the other modules and of Help: the server is built with the fake's own values
 * (drivers/server.ts), so both answer them alike to any signed-in user, whatever their flags.
 */
export const installationLinkCases: ParityCase[] = [
  {
    name: 'installation links: every signed-in user reads them, nobody else',
    fixture: twoCompanies,
    steps: [
      by('alpha.member').get(
        '/api/installation-links',
        answers(200, { match: { data: FAKE_INSTALLATION_LINKS } }),
      ),
      by('beta.admin').get(
        '/api/installation-links',
        answers(200, { match: { data: FAKE_INSTALLATION_LINKS } }),
      ),
      by(null).get('/api/installation-links', refused(401, authMessages.signInRequired)),
    ],
  },
];
