import type { LinkComponentProps } from '@qone/ui';
import { Link, useNavigate } from 'react-router-dom';
import { requestLeave } from './leave-guard';

/**
 * The UI kit's links (layouts, breadcrumbs, menus) rendered as react-router links: no full page loads. A plain click
 * asks first when the page holds unsaved work (./leave-guard.ts); a click that opens a new tab or window does not.
 */
export function RouterLink({ href, ref, onClick, ...rest }: LinkComponentProps) {
  const navigate = useNavigate();
  // Another site (a module or help page of the installation): a plain link; the browser asks before leaving
  // unsaved work (./leave-guard.ts).
  if (isAbsoluteUrl(href)) return <a href={href} ref={ref} onClick={onClick} {...rest} />;
  return (
    <Link
      to={href}
      ref={ref}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        const plain =
          event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        const newBrowsingContext = rest.target !== undefined && rest.target !== '_self';
        if (event.defaultPrevented || !plain || newBrowsingContext) return;
        event.preventDefault();
        requestLeave(() => navigate(href));
      }}
    />
  );
}

/** `https://…`, `mailto:…`: an address outside the console, which react-router would take for a path. */
const isAbsoluteUrl = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);
