import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { MailerTable } from './MailerTable';
import { exampleMailerLabels, exampleMailers } from './MailerTable.fixtures';

describe('<MailerTable />', () => {
  it('shows the product’s columns', async () => {
    const screen = await renderWithTheme(
      <MailerTable rows={exampleMailers} labels={exampleMailerLabels} onEdit={vi.fn()} />,
    );
    for (const header of ['Mailer', 'Alias', 'Type', 'Domain', 'Action']) {
      await expect.element(screen.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect.element(screen.getByText('Acme Notifications')).toBeVisible();
  });

  it('offers a test send only with onTest', async () => {
    const screen = await renderWithTheme(
      <MailerTable rows={exampleMailers} labels={exampleMailerLabels} onEdit={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: /Send test/ }).query()).toBeNull();
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <MailerTable rows={exampleMailers} labels={exampleMailerLabels} onEdit={vi.fn()} onTest={vi.fn()} />,
    );
    await expectNoAxeViolations();
  });
});
