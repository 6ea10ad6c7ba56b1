import type { TemplateSort, TemplateType } from '@qone/api-client';
import { generatePath } from 'react-router-dom';
import { paths } from '../../routes';

/** The template types, in tab order. */
export const TEMPLATE_TABS = ['email', 'page', 'sms', 'button'] as const satisfies readonly TemplateType[];
export type ListStatus = 'all' | 'live' | 'draft';

/** What the list shows: one type, a status, an order and a search. */
export interface ListView {
  tab: TemplateType;
  status: ListStatus;
  sort: TemplateSort;
  search: string;
  /** The same as URL parameters. */
  readonly params: URLSearchParams;
}

/** The product's local-storage keys for the list's choices (the search is kept in the URL only). */
export const listStorageKeys = {
  tab: 'defaults_main_tab',
  sort: 'defaults_sort',
  sortTitle: 'defaults_sort_title',
  status: 'def_status',
} as const;

/** The titles `defaults_sort_title` keeps, as the product writes them ('Date Ascending' by default). */
const SORT_TITLES: Record<TemplateSort, string> = {
  date_asc: 'Date Ascending',
  date_desc: 'Date Descending',
  name_asc: 'Name Ascending',
  name_desc: 'Name Descending',
};

const isTab = (value: unknown): value is TemplateType => TEMPLATE_TABS.includes(value as TemplateType);
const isStatus = (value: unknown): value is ListStatus =>
  value === 'all' || value === 'live' || value === 'draft';
const isSort = (value: unknown): value is TemplateSort => typeof value === 'string' && value in SORT_TITLES;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function toParams(view: Omit<ListView, 'params'>): URLSearchParams {
  const params = new URLSearchParams({ tab: view.tab, status: view.status, sort: view.sort });
  if (view.search) params.set('q', view.search);
  return params;
}

function build(view: Omit<ListView, 'params'>): ListView {
  return { ...view, params: toParams(view) };
}

/** The view a URL asks for; what it leaves out comes from local storage, then the defaults (Email, all, date_asc). */
export function readView(params: URLSearchParams): ListView {
  const pick = <T>(name: string, key: string, check: (value: unknown) => value is T, fallback: T): T => {
    const fromUrl = params.get(name);
    if (check(fromUrl)) return fromUrl;
    const fromStorage = stored(key);
    // def_status keeps '' for every status, as the API's status parameter does.
    const normalised = key === listStorageKeys.status && fromStorage === '' ? 'all' : fromStorage;
    return check(normalised) ? normalised : fallback;
  };
  return build({
    tab: pick('tab', listStorageKeys.tab, isTab, 'email'),
    status: pick('status', listStorageKeys.status, isStatus, 'all'),
    sort: pick('sort', listStorageKeys.sort, isSort, 'date_asc'),
    search: (params.get('q') ?? '').slice(0, 200),
  });
}

/** Remembers the tab, status and sort for the next visit. */
export function writeView(view: Omit<ListView, 'params'>): ListView {
  try {
    localStorage.setItem(listStorageKeys.tab, view.tab);
    localStorage.setItem(listStorageKeys.status, view.status === 'all' ? '' : view.status);
    localStorage.setItem(listStorageKeys.sort, view.sort);
    localStorage.setItem(listStorageKeys.sortTitle, SORT_TITLES[view.sort]);
  } catch {
    // Storage may be full or off; the URL still holds the view.
  }
  return build(view);
}

/** The editor of a template, by its type. */
export function editorPath(template: { _id: string; type: TemplateType }): string {
  const path = {
    email: paths.emailEditor,
    page: paths.pageEditor,
    sms: paths.smsEditor,
    button: paths.buttonEditor,
  }[template.type];
  return generatePath(path, { id: template._id });
}
