import type { ReactNode } from 'react';
import type { LinkComponent } from './links';

/** The signed-in user's feature flags (SPEC section 3, "Permissions object for the signed-in user"). */
export interface LayoutPermissions {
  /** Projects / Event Management. */
  projects: boolean;
  /** Survey Designer. */
  surveyDesigner: boolean;
  /** Panels / Q One Platform. */
  panels: boolean;
  /** Contact Manager. */
  contacts: boolean;
  /** System defaults: languages, time zones, default content, reports. */
  defaults: boolean;
  /** Account and company settings. */
  settings: boolean;
}

export type PermissionKey = keyof LayoutPermissions;

/** No feature granted: what a layout shows before permissions load. */
export const noPermissions: LayoutPermissions = {
  projects: false,
  surveyDesigner: false,
  panels: false,
  contacts: false,
  defaults: false,
  settings: false,
};

/** Every feature granted. */
export const allPermissions: LayoutPermissions = {
  projects: true,
  surveyDesigner: true,
  panels: true,
  contacts: true,
  defaults: true,
  settings: true,
};

/** The signed-in user as the layouts show them. */
export interface LayoutUser {
  /** Given name. */
  firstName: string;
  /** Family name. */
  lastName: string;
}

/** The full name the profile menus show: first and last name, whichever are present. */
export function fullName(user: LayoutUser): string {
  return [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** Props both layouts share. */
export interface LayoutBaseProps {
  /** The signed-in user's flags; they decide which menu entries and sidebar groups show. */
  permissions: LayoutPermissions;
  /** The signed-in user, named at the top of the profile menu. */
  user: LayoutUser;
  /** The current company, for the Company Settings link (`company-settings/{companyId}`). */
  companyId: string;
  /** Opens the Personal Settings modal. */
  onPersonalSettings?: () => void;
  /** Logs out (the console clears local storage and navigates). */
  onLogout?: () => void;
  /** Renders every link of the layout and its page (e.g. an adapter around react-router's `Link`). */
  linkComponent?: LinkComponent;
  /** The page content. */
  children?: ReactNode;
}
