import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Tabs, type TabsProps } from './Tabs';

function TemplateTabs(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="email" {...props}>
      <Tabs.List aria-label="Template type">
        <Tabs.Tab value="email" counter={2}>
          Email
        </Tabs.Tab>
        <Tabs.Tab value="pages">Pages</Tabs.Tab>
        <Tabs.Tab value="sms" disabled>
          SMS
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="email">Email templates</Tabs.Panel>
      <Tabs.Panel value="pages">Page templates</Tabs.Panel>
      <Tabs.Panel value="sms">SMS templates</Tabs.Panel>
    </Tabs>
  );
}

describe('<Tabs />', () => {
  it('renders a named tablist with the selected panel', async () => {
    const screen = await renderWithTheme(<TemplateTabs />);
    await expect.element(screen.getByRole('tablist', { name: 'Template type' })).toBeVisible();
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Email templates');
  });

  describe('defaultValue', () => {
    it('selects the given tab first', async () => {
      const screen = await renderWithTheme(<TemplateTabs defaultValue="pages" />);
      await expect
        .element(screen.getByRole('tab', { name: 'Pages' }))
        .toHaveAttribute('aria-selected', 'true');
    });
  });

  describe('value and onValueChange', () => {
    it('reports arrow-key selection and shows the controlled value', async () => {
      const onValueChange = vi.fn();
      const screen = await renderWithTheme(<TemplateTabs value="email" onValueChange={onValueChange} />);
      await userEvent.click(screen.getByRole('tab', { name: /Email/ }));
      await userEvent.keyboard('{ArrowRight}');
      expect(onValueChange).toHaveBeenCalledWith('pages');
      // Controlled: the selection stays until the parent changes `value`.
      await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Email templates');
    });
  });

  describe('activationMode', () => {
    it('waits for Enter when manual', async () => {
      const screen = await renderWithTheme(<TemplateTabs activationMode="manual" />);
      await userEvent.click(screen.getByRole('tab', { name: /Email/ }));
      await userEvent.keyboard('{ArrowRight}');
      await expect
        .element(screen.getByRole('tab', { name: 'Pages' }))
        .toHaveAttribute('aria-selected', 'false');
      await userEvent.keyboard('{Enter}');
      await expect
        .element(screen.getByRole('tab', { name: 'Pages' }))
        .toHaveAttribute('aria-selected', 'true');
    });
  });

  describe('Tabs.Tab', () => {
    it('shows the counter in the accessible name', async () => {
      const screen = await renderWithTheme(<TemplateTabs />);
      await expect.element(screen.getByRole('tab', { name: 'Email 2' })).toBeVisible();
    });

    it('skips disabled tabs with the arrows and wraps around', async () => {
      const screen = await renderWithTheme(<TemplateTabs />);
      await userEvent.click(screen.getByRole('tab', { name: 'Pages' }));
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(screen.getByRole('tab', { name: /Email/ })).toHaveFocus();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<TemplateTabs />);
    await expectNoAxeViolations();
  });
});
