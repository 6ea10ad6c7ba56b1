import { ThemeProvider } from '@qone/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { setUpConsoleStory } from '../apps/console/src/stories/setup';
import { runVisualCheck } from './visual';

// findBy…/waitFor give up after 1 s by default: a page story's lazily loaded chunks and a dialog's fade-in take longer
// than that in the built Storybook with animations on (npm run test:story-plays) on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const withTheme: Decorator = (Story) => (
  <ThemeProvider>
    <Story />
  </ThemeProvider>
);

/** Viewports used by layout stories and by Chromatic modes. */
export const viewports = {
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  /** The two sizes every console route is shot at (issue 23): a laptop and a current phone. */
  wide: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader()],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    viewport: { options: { ...INITIAL_VIEWPORTS, ...viewports } },
    chromatic: {
      pauseAnimationAtEnd: true,
      modes: { desktop: { viewport: 'desktop' } },
    },
  },
  // Page stories (parameters.console) get a fresh fake API and a matching session; component stories none.
  beforeEach(context) {
    if (context.parameters.console) context.msw.use(...setUpConsoleStory(context.parameters));
  },
  async afterEach(context) {
    await runVisualCheck(context);
  },
};

export default preview;
