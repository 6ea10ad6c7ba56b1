import { afterEach, describe, expect, it } from 'vitest';
import { editorPath, listStorageKeys, readView, writeView } from './view';

afterEach(() => localStorage.clear());

describe('the templates list view', () => {
  it('starts at Email, every status, oldest first', () => {
    const view = readView(new URLSearchParams());
    expect({ tab: view.tab, status: view.status, sort: view.sort, search: view.search }).toEqual({
      tab: 'email',
      status: 'all',
      sort: 'date_asc',
      search: '',
    });
    expect(view.params.toString()).toBe('tab=email&status=all&sort=date_asc');
  });

  it('remembers tab, status and sort under the product’s keys, with the sort’s title', () => {
    writeView({ tab: 'page', status: 'live', sort: 'name_desc', search: 'x' });
    expect(localStorage.getItem(listStorageKeys.tab)).toBe('page');
    expect(localStorage.getItem(listStorageKeys.status)).toBe('live');
    expect(localStorage.getItem(listStorageKeys.sort)).toBe('name_desc');
    expect(localStorage.getItem(listStorageKeys.sortTitle)).toBe('Name Descending');
    expect(readView(new URLSearchParams()).tab).toBe('page');
    writeView({ tab: 'page', status: 'all', sort: 'name_desc', search: '' });
    expect(localStorage.getItem(listStorageKeys.status)).toBe('');
    expect(readView(new URLSearchParams()).status).toBe('all');
  });

  it('lets the URL win over local storage, and ignores values it does not know', () => {
    writeView({ tab: 'page', status: 'live', sort: 'name_desc', search: '' });
    const view = readView(new URLSearchParams('tab=sms&status=bogus&sort=date_desc&q=hello'));
    expect({ tab: view.tab, status: view.status, sort: view.sort, search: view.search }).toEqual({
      tab: 'sms',
      status: 'live',
      sort: 'date_desc',
      search: 'hello',
    });
  });

  it('leads each type to its editor', () => {
    expect(editorPath({ _id: 'a', type: 'email' })).toBe('/edit-content-email/a');
    expect(editorPath({ _id: 'b', type: 'page' })).toBe('/edit-content-page/b');
    expect(editorPath({ _id: 'c', type: 'sms' })).toBe('/edit-content-sms/c');
    expect(editorPath({ _id: 'd', type: 'button' })).toBe('/edit-content-button/d');
  });
});
