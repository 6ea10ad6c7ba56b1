import type { LinkComponentProps } from '@qone/ui';
import { Link } from 'react-router-dom';

/** The UI kit's links (layouts, breadcrumbs, menus) rendered as react-router links: no full page loads. */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  return <Link to={href} ref={ref} {...rest} />;
}
