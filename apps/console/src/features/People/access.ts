import type { AccessFlagName, AccessFlags, PanelAccessField, PanelRef } from '@qone/api-client';
import { ACCESS_FLAG_NAMES, PANEL_ACCESS_FIELDS, permissionsOf } from '@qone/domain/access';
import type { AccessTreeNode, MemberPreviewSection, NavItem, NavSection } from '@qone/ui';
import { homeCopy, peopleCopy } from '../../copy';
import { accountNavigation } from '../../navigation';

const t = peopleCopy.editor;

/** The flags under each flag in the tree; the rest stand at the top (in the contract's order). */
const CHILD_FLAGS: Partial<Record<AccessFlagName, readonly AccessFlagName[]>> = {
  projects: ['projectsGeneralSettings', 'projectsResearchDefender', 'projectsDelete'],
  surveys: ['surveyDesigner'],
  panels: ['createPanels'],
};
const NESTED = new Set(Object.values(CHILD_FLAGS).flat());
const TOP_FLAGS = ACCESS_FLAG_NAMES.filter((flag) => !NESTED.has(flag));
const PANEL_DETAIL_FIELDS = PANEL_ACCESS_FIELDS.filter((field) => field !== 'access');

/** What a tree row switches: one flag, or one field of one panel's row. */
export type AccessTarget =
  | { kind: 'flag'; flag: AccessFlagName }
  | { kind: 'panel'; panelId: string; field: PanelAccessField };

const panelRowId = (panelId: string, field: PanelAccessField) => `panel:${panelId}:${field}`;

/** The row a tree id names. */
export function targetOf(id: string): AccessTarget {
  if (id.startsWith('panel:')) {
    const [, panelId = '', field = 'access'] = id.split(':');
    return { kind: 'panel', panelId, field: field as PanelAccessField };
  }
  return { kind: 'flag', flag: id as AccessFlagName };
}

/** Whether `access` has the row a target names on. */
function isOn(access: AccessFlags, target: AccessTarget): boolean {
  return target.kind === 'flag'
    ? access[target.flag]
    : access.panelMap[target.panelId]?.[target.field] === true;
}

/** A copy of `access` with one row switched. */
export function withTarget(access: AccessFlags, target: AccessTarget, value: boolean): AccessFlags {
  if (target.kind === 'flag') return { ...access, [target.flag]: value };
  const row =
    access.panelMap[target.panelId] ?? Object.fromEntries(PANEL_ACCESS_FIELDS.map((f) => [f, false]));
  return {
    ...access,
    panelMap: {
      ...access.panelMap,
      [target.panelId]: { ...row, [target.field]: value } as AccessFlags['panelMap'][string],
    },
  };
}

/** The readable name of a row (a flag, a panel, or a panel's field with its panel). */
export function targetName(target: AccessTarget, panels: readonly PanelRef[]): string {
  if (target.kind === 'flag') return t.flags[target.flag];
  const panel = panels.find((candidate) => candidate._id === target.panelId)?.name ?? target.panelId;
  return target.field === 'access' ? panel : `${panel}: ${t.panelFields[target.field]}`;
}

/**
 * The access tree of a group: the flags `available` shows (the others are left out), each with the rows under it —
 * project rights under Projects, Survey Designer under Surveys, Create panels and one row per panel under Panels,
 * each panel's rights under its row. A row the caller could not switch on (they lack it themselves) is disabled.
 */
export function accessTreeNodes(
  access: AccessFlags,
  available: readonly AccessFlagName[],
  panels: readonly PanelRef[],
  own: AccessFlags | undefined,
): AccessTreeNode[] {
  const shown = new Set(available);
  const mayGive = (target: AccessTarget) => own === undefined || isOn(own, target);
  const node = (
    id: string,
    target: AccessTarget,
    label: string,
    description?: string,
    children?: AccessTreeNode[],
  ) => {
    const checked = isOn(access, target);
    const disabled = !checked && !mayGive(target);
    const text = disabled ? t.cannotGrant : description;
    return {
      id,
      label,
      checked,
      ...(text ? { description: text } : {}),
      ...(disabled ? { disabled } : {}),
      ...(children && children.length > 0 ? { children } : {}),
    };
  };
  const flagNode = (flag: AccessFlagName): AccessTreeNode => {
    const children: AccessTreeNode[] = (CHILD_FLAGS[flag] ?? [])
      .filter((child) => shown.has(child))
      .map((child) => flagNode(child));
    if (flag === 'panels') {
      for (const panel of panels) {
        const details = PANEL_DETAIL_FIELDS.map((field) =>
          node(
            panelRowId(panel._id, field),
            { kind: 'panel', panelId: panel._id, field },
            t.panelFields[field],
          ),
        );
        children.push(
          node(
            panelRowId(panel._id, 'access'),
            { kind: 'panel', panelId: panel._id, field: 'access' },
            panel.name,
            undefined,
            details,
          ),
        );
      }
    }
    const description = (t.flagDescriptions as Partial<Record<AccessFlagName, string>>)[flag];
    return node(flag, { kind: 'flag', flag }, t.flags[flag], description, children);
  };
  return TOP_FLAGS.filter((flag) => shown.has(flag)).map(flagNode);
}

/** "Projects (General settings, Delete projects)", "Panels (2 panels)": what a group opens, for the groups table. */
export function accessSummary(access: AccessFlags, panelCount?: number): string[] {
  return TOP_FLAGS.filter((flag) => access[flag]).map((flag) => {
    const rights: string[] = (CHILD_FLAGS[flag] ?? [])
      .filter((child) => access[child])
      .map((child) => t.flags[child]);
    if (flag === 'panels') {
      const open = Object.values(access.panelMap).filter((row) => row.access).length;
      rights.push(peopleCopy.groups.panelCount(panelCount === undefined ? open : Math.min(open, panelCount)));
    }
    return rights.length > 0 ? `${t.flags[flag]} (${rights.join(', ')})` : t.flags[flag];
  });
}

const visibleItems = (sections: readonly NavSection[]) =>
  sections
    .filter((section) => section.visible !== false)
    .flatMap((section) => section.items)
    .filter((item: NavItem) => item.visible !== false)
    .map((item) => item.label);

/**
 * What members of a group with `access` see: the home cards, the profile menu's entries and the Account Settings
 * side menu, taken from the same rules the console applies to them (navigation.ts).
 */
export function memberSections(access: AccessFlags, panels: readonly PanelRef[]): MemberPreviewSection[] {
  const permissions = permissionsOf(access);
  const nav = accountNavigation({
    permissions,
    companyId: '',
    onPersonalSettings: () => undefined,
    onLogout: () => undefined,
  });
  const cards: string[] = [];
  if (permissions.projects) cards.push(homeCopy.projects);
  if (permissions.surveyDesigner) cards.push(homeCopy.surveyDesigner);
  if (permissions.panels) cards.push(homeCopy.panels);
  const settings = nav.sidebar.find((section) => section.id === 'account');
  const openPanels = access.panels
    ? panels.filter((panel) => access.panelMap[panel._id]?.access).map((panel) => panel.name)
    : [];
  const p = t.preview;
  return [
    { id: 'home', title: p.home, items: cards, emptyText: p.homeEmpty },
    { id: 'menu', title: p.menu, items: visibleItems(nav.profileMenu), emptyText: p.menuEmpty },
    {
      id: 'settings',
      title: p.settings,
      items: settings && settings.visible !== false ? visibleItems([settings]) : [],
      emptyText: p.settingsEmpty,
    },
    { id: 'panels', title: p.panels, items: openPanels, emptyText: p.panelsEmpty },
  ];
}
