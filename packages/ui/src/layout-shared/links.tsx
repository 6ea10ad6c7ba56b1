import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

/** What the kit hands to a link component: anchor attributes with a required `href` and the ref. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes: an app path such as `/settings/users`. */
  href: string;
  /** The anchor element, needed by menus that move focus onto their items. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A component that renders a link, e.g. an adapter around react-router's `Link`:
 * `({ href, ...rest }) => <Link to={href} {...rest} />`. It must pass every other prop and the ref on.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

const LinkComponentContext = createContext<LinkComponent | undefined>(undefined);

export interface LinkProviderProps {
  /** The link component every kit link below uses (layouts, breadcrumbs, menu links). */
  component: LinkComponent;
  /** The part of the tree that uses it. */
  children: ReactNode;
}

/** Sets the link component for every kit link below it; without one, kit links are plain `<a href>`. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}
LinkProvider.displayName = 'LinkProvider';

/** Renders the link component from the nearest `LinkProvider`, or a plain anchor. */
export function Link(props: LinkComponentProps) {
  const Component = useContext(LinkComponentContext);
  if (Component) return <Component {...props} />;
  const { ref, ...rest } = props;
  return <a ref={ref} {...rest} />;
}
Link.displayName = 'Link';
