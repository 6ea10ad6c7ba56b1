import { useApi } from '@qone/api-client';
import { PreviewFrame } from '@qone/ui';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { CenteredScreen } from '../../app/CenteredPanel';
import { LoadError } from '../../app/LoadError';
import { NotFound } from '../../app/NotFound';
import { contentCopy } from '../../copy';

/**
 * /p/{company}/{slug} (and the older /preview-web-page/{slug}), opened in a new tab: the page as the server serves it —
 * its HTML with its tracking codes — in a frame that fills the window. The address names the page's company, so no
 * other company's page can stand in for it, and `?lang=` the language the page is shown in (the frame asks for it).
 * The frame's scripts run only in a sandboxed, opaque origin (the frame's `sandbox` and the answer's own
 * Content-Security-Policy), so they never reach the console's cookies, storage or window. A page the server does not
 * serve (unknown, or a draft for a visitor) shows the server's message, then the window closes; a tab the browser
 * does not let the page close (one the visitor opened themselves) shows that the page was not found.
 */
export function PreviewWebPage() {
  const { slug = '', company } = useParams();
  const [params] = useSearchParams();
  const lang = params.get('lang');
  const { usePageBySlug } = useApi();
  const page = usePageBySlug(slug, company, { shouldRetryOnError: false, revalidateOnFocus: false });

  useEffect(() => {
    if (!page.error) return;
    window.alert(page.error.message);
    window.close();
  }, [page.error]);

  useEffect(() => {
    document.title = contentCopy.publicPage.title(slug);
  }, [slug]);

  if (page.error?.status === 404) return <NotFound home={false} />;
  if (page.error) {
    return (
      <CenteredScreen>
        <LoadError read={page} />
      </CenteredScreen>
    );
  }
  const query = new URLSearchParams({
    ...(company ? { company } : {}),
    ...(lang ? { lang } : {}),
  }).toString();
  return (
    <PreviewFrame
      fullPage
      title={contentCopy.publicPage.title(slug)}
      src={
        page.data
          ? `/api/defaults/slug/${encodeURIComponent(slug)}/page${query ? `?${query}` : ''}`
          : undefined
      }
      sandbox="allow-scripts allow-forms allow-popups"
    />
  );
}
