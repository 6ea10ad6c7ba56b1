import { BASE_DATE } from '@qone/api-client/mocks';
import type { Decorator } from '@storybook/react-vite';
import { NowProvider } from '../app/useFormat';

const fixedNow = () => Date.parse(BASE_DATE);

/**
 * "Now" at the fake API's fixed date, so relative times ("expires in 6 days") read the same on every day a story or
 * its screenshot is taken. List it after `withConsole` (it wraps the console).
 */
export const withFixedNow: Decorator = (Story) => (
  <NowProvider now={fixedNow}>
    <Story />
  </NowProvider>
);
