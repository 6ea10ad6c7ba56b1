import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { SmsCounter } from './SmsCounter';
import { exampleLabels } from './SmsCounter.fixtures';

const base = { limit: 160, labels: exampleLabels, segments: 1, ucs2Characters: [] as string[] };

describe('<SmsCounter />', () => {
  it('counts against the limit in a polite live region', async () => {
    const screen = await renderWithTheme(
      <SmsCounter {...base} text="Hi" characters={2} encoding="GSM-7" id="count" />,
    );
    const line = screen.container.querySelector('#count');
    expect(line?.getAttribute('aria-live')).toBe('polite');
    expect(line?.textContent).toContain('2/160');
  });

  describe('ucs2Characters', () => {
    it('highlights every occurrence of the characters that force UCS-2', async () => {
      const screen = await renderWithTheme(
        <SmsCounter {...base} text="é ü ü" characters={5} encoding="UCS-2" ucs2Characters={['ü']} />,
      );
      const marks = [...screen.container.querySelectorAll('mark')].map((mark) => mark.textContent);
      expect(marks).toEqual(['ü', 'ü']);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <SmsCounter {...base} text="Hi 😀" characters={4} encoding="UCS-2" ucs2Characters={['😀']} />,
    );
    await expectNoAxeViolations();
  });
});
