import type { MemberPreviewSection } from './MemberPreview';

/** A made-up app's places for the stories and tests (internal). */
export const exampleSections: MemberPreviewSection[] = [
  {
    id: 'home',
    title: 'Home cards',
    items: ['Projects', 'Panels'],
    emptyText: 'No cards: an empty home page.',
  },
  {
    id: 'menu',
    title: 'Menu entries',
    items: ['Home', 'Projects', 'Panels', 'Contacts', 'Personal Settings', 'Logout'],
    emptyText: 'Only Home, Personal Settings and Logout.',
  },
  { id: 'settings', title: 'Account Settings', items: [], emptyText: 'Hidden: no settings access.' },
];
