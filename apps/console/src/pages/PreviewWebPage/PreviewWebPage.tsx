import { useApi } from '@qone/api-client';
import { PreviewFrame } from '@qone/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { contentCopy } from '../../copy';

/**
 * /p/{company}/{slug} (and the older /preview-web-page/{slug}), opened in a new tab: the page as the server serves it —
 * its HTML with its tracking codes — in a frame that fills the window. The address names the page's company, so no
 * other company's page can stand in for it. The frame's scripts run only in a sandboxed, opaque origin (the frame's
 * `sandbox` and the answer's own Content-Security-Policy), so they never reach the console's cookies, storage or
 * window. A page the server does not serve (unknown, or a draft for a visitor) shows the server's message, then the
 * window closes.
 */
export function PreviewWebPage() {
  const { slug = '', company } = useParams();
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

  const query = company ? `?company=${encodeURIComponent(company)}` : '';
  return (
    <PreviewFrame
      fullPage
      title={contentCopy.publicPage.title(slug)}
      src={page.data ? `/api/defaults/slug/${encodeURIComponent(slug)}/page${query}` : undefined}
      sandbox="allow-scripts allow-forms allow-popups"
    />
  );
}
