import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { DnsRecordTable } from './DnsRecordTable';
import { exampleDnsLabels, exampleDnsRows } from './DnsRecordTable.fixtures';

describe('<DnsRecordTable />', () => {
  it('shows each record with its type, host, value and status, and the value found for a mismatch', async () => {
    const screen = await renderWithTheme(
      <DnsRecordTable rows={exampleDnsRows} labels={exampleDnsLabels} aria-label="DNS" />,
    );
    await expect.element(screen.getByText('qone-sl._domainkey.mail.acme.example')).toBeVisible();
    await expect.element(screen.getByText('Mismatch')).toBeVisible();
    await expect.element(screen.getByText('bounce.old-provider.example')).toBeVisible();
    await expect.element(screen.getByText('Recommended')).toBeVisible();
  });

  it('copies a value with onCopy', async () => {
    const onCopy = vi.fn();
    const screen = await renderWithTheme(
      <DnsRecordTable rows={exampleDnsRows} labels={exampleDnsLabels} aria-label="DNS" onCopy={onCopy} />,
    );
    await screen.getByRole('button', { name: 'Copy the value of TXT mail.acme.example' }).click();
    expect(onCopy).toHaveBeenCalledWith('v=spf1 include:email.socketlabs.com ~all');
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <DnsRecordTable rows={exampleDnsRows} labels={exampleDnsLabels} aria-label="DNS" />,
    );
    await expectNoAxeViolations();
  });
});
