import type { Page } from 'playwright-core';

/** One response of a page load as it came over the wire. */
export interface WireResponse {
  url: string;
  /** CDP's resource type: Document, Script, Stylesheet, Font, Fetch, Image, … */
  type: string;
  status: number;
  /** The Content-Encoding it came in (`br`, `gzip`), or '' for none. */
  encoding: string;
  cacheControl: string;
  /** Bytes of the body as sent (compressed where it was compressed). */
  bodyBytes: number;
  /** Bytes of the whole response on the wire: headers and body. */
  totalBytes: number;
}

/**
 * Loads `url` in `page` with the browser's cache disabled (a first visit) and records every response's bytes on the
 * wire from the DevTools protocol, until the network has been quiet for a moment and `ready` holds.
 */
export async function coldLoad(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map<string, Omit<WireResponse, 'bodyBytes' | 'totalBytes'>>();
  const body = new Map<string, number>();
  const total = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const header = (name: string) =>
      Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
    responses.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      encoding: String(header('content-encoding')),
      cacheControl: String(header('cache-control')),
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    body.set(requestId, (body.get(requestId) ?? 0) + encodedDataLength);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    total.set(requestId, encodedDataLength);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return [...responses].map(
    ([requestId, response]): WireResponse => ({
      ...response,
      bodyBytes: body.get(requestId) ?? 0,
      totalBytes: total.get(requestId) ?? 0,
    }),
  );
}

/** Sums of a load's responses of one CDP type (e.g. 'Script'). */
export function bytesOf(responses: WireResponse[], type: string) {
  const of = responses.filter((response) => response.type === type);
  return {
    files: of.length,
    bodyBytes: of.reduce((sum, response) => sum + response.bodyBytes, 0),
    totalBytes: of.reduce((sum, response) => sum + response.totalBytes, 0),
  };
}
