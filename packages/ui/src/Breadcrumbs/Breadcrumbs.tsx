import {
  Children,
  createContext,
  type HTMLAttributes,
  isValidElement,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { ChevronRightIcon } from '../Icon';
import { Link } from '../layout-shared/links';

const LastItemContext = createContext(false);

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space50};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ListItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space50};
  min-width: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const itemText = `
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ItemLink = styled(Link)`
  ${itemText}
  color: ${({ theme }) => theme.color.accentFg};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  &:hover { text-decoration: underline; }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.fgDefault};
    font-weight: ${({ theme }) => theme.font.weightSemibold};
  }
`;

const ItemText = styled.span`
  ${itemText}
  color: ${({ theme }) => theme.color.fgDefault};
  &[aria-current='page'] { font-weight: ${({ theme }) => theme.font.weightSemibold}; }
`;

export interface BreadcrumbsProps extends HTMLAttributes<HTMLElement> {
  /** The trail as `Breadcrumbs.Item` elements, from the top level down to the current page. */
  children: ReactNode;
  /** Names the navigation landmark; defaults to the catalogue's "Breadcrumb". */
  'aria-label'?: string;
  /** The `<nav>` element. */
  ref?: Ref<HTMLElement>;
}

export interface BreadcrumbsItemProps extends Omit<HTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** The level's label. */
  children: ReactNode;
  /** Where the level lives; without it the item is plain text. */
  href?: string;
  /** Marks this item as the current page; by default the last item is. */
  selected?: boolean;
  /** The link element (when `href` is set). */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A trail of links to the levels above the current page. The last item is the current page
 * (`aria-current="page"`); links go through the nearest `LinkProvider` so the console's router handles them.
 */
function BreadcrumbsRoot({
  children,
  'aria-label': ariaLabel = uiCopy.breadcrumbs.label,
  ref,
  ...rest
}: BreadcrumbsProps) {
  const items = Children.toArray(children).filter(isValidElement);
  return (
    <Nav aria-label={ariaLabel} ref={ref} {...rest}>
      <List>
        {items.map((item, index) => (
          <ListItem key={item.key ?? index}>
            {index > 0 ? <ChevronRightIcon /> : null}
            <LastItemContext.Provider value={index === items.length - 1}>{item}</LastItemContext.Provider>
          </ListItem>
        ))}
      </List>
    </Nav>
  );
}
BreadcrumbsRoot.displayName = 'Breadcrumbs';

/** One level of the trail: a link, or plain text when it has no `href`. */
function BreadcrumbsItem({ children, href, selected, ref, ...rest }: BreadcrumbsItemProps) {
  const isLast = useContext(LastItemContext);
  const current = (selected ?? isLast) ? 'page' : undefined;
  if (href === undefined) {
    return (
      <ItemText aria-current={current} {...rest}>
        {children}
      </ItemText>
    );
  }
  return (
    <ItemLink href={href} aria-current={current} ref={ref} {...rest}>
      {children}
    </ItemLink>
  );
}
BreadcrumbsItem.displayName = 'Breadcrumbs.Item';

export const Breadcrumbs = Object.assign(BreadcrumbsRoot, { Item: BreadcrumbsItem });
