import Bowser from 'bowser';

/**
 * Sessions and fresh proofs (issue 24; docs/sign-in-assurance.md): the rules the server and the MSW fake share.
 */

/** A proof of identity (the sign-in itself, or a step-up) at most this old is fresh. */
export const STEP_UP_SECONDS = 300;

/** The `reason` of the 403 an operation answers when it needs a fresher proof; the console answers it in place. */
export const STEP_UP_REASON = 'step-up-required';

/** How long a session's `lastActiveAt` may lag behind its use: it is written at most this often. */
export const SESSION_TOUCH_SECONDS = 60;

/** How much of a User-Agent header a session keeps. */
export const USER_AGENT_MAX_LENGTH = 512;

/** A user agent as a session list shows it; never trusted for anything. Empty names when nothing is known. */
export function describeUserAgent(userAgent: string): { browser: string; system: string } {
  if (userAgent.trim() === '') return { browser: '', system: '' };
  const parsed = Bowser.parse(userAgent);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: join(parsed.browser.name, major),
    system: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}

/** A session named for people (the activity record): "Chrome 150 on Windows 10". */
export function sessionLabel(userAgent: string): string {
  const { browser, system } = describeUserAgent(userAgent);
  if (!browser && !system) return 'an unknown browser';
  if (!system) return browser;
  return `${browser || 'an unknown browser'} on ${system}`;
}
