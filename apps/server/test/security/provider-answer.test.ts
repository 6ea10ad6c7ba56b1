import { autoTranslateMessages } from '@qone/domain/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertDefaultLanguages } from '../../src/repositories/languages.js';
import { answerLimit } from '../../src/translations/provider-core.js';
import { signedInAdmin } from '../fixtures/records.js';
import { call } from '../fixtures/settings.js';
import { createTemplate } from '../fixtures/templates.js';
import { build, type TestApp } from '../helpers/build.js';
import { startTranslationProvider } from '../helpers/translation-provider.js';

/**
 * Issue 21, point 6: the provider's answer was read whole, however large, for as long as the time-out allowed. Now
 * reading stops past `answerLimit` (502, nothing saved), and the time-out covers the whole body, not only the headers.
 */
let t: TestApp;
let provider: Awaited<ReturnType<typeof startTranslationProvider>>;
beforeAll(async () => {
  provider = await startTranslationProvider();
});
afterAll(async () => provider.close());
afterEach(async () => {
  await t?.app.close();
  provider.requests.length = 0;
  provider.answer({ translate: (text, target) => `[${target}] ${text}` });
});

async function setUp(timeoutMs: number) {
  t = await build({
    translationProvider: { kind: 'libretranslate', url: provider.url, apiKey: undefined, timeoutMs },
  });
  const admin = await signedInAdmin(t);
  await insertDefaultLanguages(t.db, admin.company.id);
  const email = await createTemplate(t, admin.company.id, {
    html: '<h1>Welcome</h1><p>Hello {{firstName}}.</p>',
    subject: 'Hi',
  });
  const targets = async () => {
    const res = await call(t, admin.bearer, 'GET', `/api/translations/${email.id}/fre`);
    return (res.json().data as { target: string }[]).map((entry) => entry.target);
  };
  const translate = () =>
    call(t, admin.bearer, 'POST', `/api/translations/${email.id}/auto-translate`, {
      source: 'eng',
      target: 'fre',
    });
  return { targets, translate };
}

const sentBytes = () => Buffer.byteLength(JSON.stringify(provider.requests[0]?.body));

describe('21.6 The translation provider’s answer is read up to a size limit and within the time-out', () => {
  it('stops reading an answer that never ends once it passes the limit: 502, nothing saved, the connection dropped', async () => {
    // 25 MB a second for as long as anyone reads: without a limit the reader would hold it all until the time-out.
    const { targets, translate } = await setUp(5_000);
    provider.answer({ endless: { bytes: 256 * 1024, intervalMs: 10 } });
    const res = await translate();
    expect([res.statusCode, res.json()]).toEqual([502, { error: autoTranslateMessages.tooLarge }]);
    expect(await targets()).toEqual(['', '', '']);
    const limit = answerLimit(sentBytes());
    expect(limit).toBeLessThan(2 * 1024 * 1024);
    await expect.poll(() => provider.endless.closed).toBeGreaterThan(0);
    // What the provider got written includes the sockets' buffers, never a time-out's worth (125 MB).
    expect(provider.endless.written).toBeLessThan(limit + 16 * 1024 * 1024);
  });

  it('refuses an answer that declares a length over the limit without reading it', async () => {
    const { targets, translate } = await setUp(5_000);
    provider.answer({ endless: { bytes: 1024, intervalMs: 10, contentLength: 512 * 1024 * 1024 } });
    const res = await translate();
    expect([res.statusCode, res.json()]).toEqual([502, { error: autoTranslateMessages.tooLarge }]);
    expect(await targets()).toEqual(['', '', '']);
  });

  it('gives up on an answer that trickles in below the limit once the time-out passes, body included', async () => {
    const { targets, translate } = await setUp(400);
    provider.answer({ endless: { bytes: 16, intervalMs: 20 } });
    const res = await translate();
    expect([res.statusCode, res.json()]).toEqual([502, { error: autoTranslateMessages.timeout }]);
    expect(await targets()).toEqual(['', '', '']);
  });
});
