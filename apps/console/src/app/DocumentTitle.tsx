import { useEffect } from 'react';
import { frameCopy } from '../copy';

/**
 * The browser tab names the open page: its heading (the one `<h1>` every page has), then the product. Read from the
 * page itself, so every route has a real title with no list of titles to keep in step with the pages.
 */
export function DocumentTitle() {
  useEffect(() => {
    const update = () => {
      const heading = document.querySelector('h1')?.textContent?.trim();
      const title = heading ? `${heading} · ${frameCopy.brand.logoText}` : frameCopy.brand.logoText;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
