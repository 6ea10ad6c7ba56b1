import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeProviderTranslation } from '@qone/domain/translations';

export interface ProviderRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * How the loopback provider answers one request: texts translated, a status with a body, no answer in time, or a 200
 * whose JSON never ends — `bytes` more of it every `intervalMs` (as fast as the reader takes it when 0), optionally
 * declaring a `contentLength`.
 */
export type ProviderBehaviour =
  | { translate: (text: string, target: string) => string }
  | { status: number; body: unknown }
  | { hang: true }
  | { endless: { bytes: number; intervalMs: number; contentLength?: number } };

/**
 * A translation provider on 127.0.0.1 speaking LibreTranslate's POST /translate and DeepL's POST /v2/translate, so
 * the server's real HTTP clients are tested. It translates as the fake does (`[fr] …`) unless told otherwise, and
 * keeps every request it got.
 */
export async function startTranslationProvider() {
  const requests: ProviderRequest[] = [];
  let behaviour: ProviderBehaviour = { translate: fakeProviderTranslation };
  /** Bytes of endless answers the reader took (written and drained), and whether each one's reader went away. */
  const endless = { written: 0, closed: 0 };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if ('hang' in behaviour) return;
      if ('endless' in behaviour) {
        const { bytes, intervalMs, contentLength } = behaviour.endless;
        res.writeHead(200, {
          'content-type': 'application/json',
          ...(contentLength === undefined ? {} : { 'content-length': String(contentLength) }),
        });
        const chunk = Buffer.from('a'.repeat(bytes));
        let timer: NodeJS.Timeout | undefined;
        const more = () => {
          if (res.destroyed) return;
          const drained = res.write(chunk, () => {
            endless.written += chunk.byteLength;
          });
          if (intervalMs > 0) timer = setTimeout(more, intervalMs);
          else if (drained) setImmediate(more);
          else res.once('drain', more);
        };
        res.on('close', () => {
          clearTimeout(timer);
          endless.closed += 1;
        });
        res.write('{"translatedText":["');
        more();
        return;
      }
      if ('status' in behaviour) return answer(behaviour.status, behaviour.body);
      const { translate } = behaviour;
      if (req.url === '/translate') {
        const texts = body.q as string[];
        return answer(200, { translatedText: texts.map((text) => translate(text, String(body.target))) });
      }
      if (req.url === '/v2/translate') {
        const texts = body.text as string[];
        return answer(200, {
          translations: texts.map((text) => ({
            detected_source_language: body.source_lang,
            text: translate(text, String(body.target_lang)),
          })),
        });
      }
      answer(404, { error: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    endless,
    answer(next: ProviderBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
