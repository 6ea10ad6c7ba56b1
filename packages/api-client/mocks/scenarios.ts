/** The data a scenario starts from. */
export type ScenarioData = 'default' | 'empty' | 'many';

export interface Scenario {
  /** What the scenario shows, for story and test descriptions. */
  description: string;
  data: ScenarioData;
  /** Whether the fixture admin is signed in (protected operations answer 401 otherwise). */
  signedIn: boolean;
  /** Every operation answers 500 `{ error: 'Internal error' }`. */
  failAll: boolean;
  /** Milliseconds every answer waits. */
  delayMs: number;
  /** Auto-translate has no provider (the server without LIBRETRANSLATE_URL or DEEPL_API_KEY); one by default. */
  noTranslationProvider?: boolean;
  /** No address of the other modules or of Help is set (the server without PROJECTS_URL … SUPPORT_URL). */
  noInstallationLinks?: boolean;
}

/** The named states of the fake: pass a name to `createHandlers` or `createMockDb`. */
export const scenarios = {
  default: {
    description:
      'A realistic company: a dozen users in every status, four permission groups, templates of every type.',
    data: 'default',
    signedIn: true,
    failAll: false,
    delayMs: 0,
  },
  empty: {
    description: 'Signed in, but no users, groups, roles, templates, domains, mailers or integrations yet.',
    data: 'empty',
    signedIn: true,
    failAll: false,
    delayMs: 0,
  },
  error: {
    description: 'Every operation answers 500 { error: "Internal error" }.',
    data: 'default',
    signedIn: true,
    failAll: true,
    delayMs: 0,
  },
  slow: {
    description: 'The default data, every answer delayed by 1.5 s (loading states).',
    data: 'default',
    signedIn: true,
    failAll: false,
    delayMs: 1500,
  },
  many: {
    description: '10,000 users and 1,000 templates (virtualised lists, search, sorting).',
    data: 'many',
    signedIn: true,
    failAll: false,
    delayMs: 0,
  },
  signedOut: {
    description: 'The default data with nobody signed in: protected operations answer 401.',
    data: 'default',
    signedIn: false,
    failAll: false,
    delayMs: 0,
  },
  noTranslationProvider: {
    description: 'The default data on a server where auto-translate is not set up (no translation provider).',
    data: 'default',
    signedIn: true,
    failAll: false,
    delayMs: 0,
    noTranslationProvider: true,
  },
  noInstallationLinks: {
    description:
      'The default data on a server where no address of the other modules or of Help is set (PROJECTS_URL … SUPPORT_URL).',
    data: 'default',
    signedIn: true,
    failAll: false,
    delayMs: 0,
    noInstallationLinks: true,
  },
} as const satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(scenarios, value);
}
