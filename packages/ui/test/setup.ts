import { beforeAll } from 'vitest';

beforeAll(() => {
  document.documentElement.setAttribute('data-reduced-motion', '');
});
