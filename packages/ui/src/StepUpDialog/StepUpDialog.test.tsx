import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { StepUpDialog } from './StepUpDialog';
import { stepUpLabels } from './StepUpDialog.fixtures';

function Example({
  onConfirm,
  onCancel,
}: {
  onConfirm: (p: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <StepUpDialog
      open={open}
      labels={stepUpLabels}
      onConfirm={async (password) => {
        await onConfirm(password);
        setOpen(false);
      }}
      onCancel={() => {
        onCancel();
        setOpen(false);
      }}
    />
  );
}

describe('<StepUpDialog />', () => {
  it('offers the authenticator app code only with onConfirmCode, and confirms with its digits', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onConfirmCode = vi.fn(() => Promise.resolve());
    renderWithTheme(
      <StepUpDialog
        open
        labels={stepUpLabels}
        onConfirm={onConfirm}
        onConfirmCode={onConfirmCode}
        onCancel={() => undefined}
      />,
    );
    await page.getByRole('button', { name: uiCopy.stepUp.useCode }).click();
    const field = page.getByLabelText(uiCopy.stepUp.code, { exact: true });
    await expect.element(field).toHaveFocus();
    await expect.element(page.getByRole('button', { name: stepUpLabels.confirm })).toBeDisabled();
    await userEvent.type(field, '123 456');
    await page.getByRole('button', { name: stepUpLabels.confirm }).click();
    expect(onConfirmCode).toHaveBeenCalledWith('123456');
    expect(onConfirm).not.toHaveBeenCalled();
    await page.getByRole('button', { name: uiCopy.stepUp.usePassword }).click();
    await expect.element(page.getByLabelText(stepUpLabels.password, { exact: true })).toBeInTheDocument();
  });

  it('offers no code without onConfirmCode', async () => {
    renderWithTheme(<Example onConfirm={() => Promise.resolve()} onCancel={() => undefined} />);
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: uiCopy.stepUp.useCode })).not.toBeInTheDocument();
  });

  it('confirms with the typed password and closes without calling onCancel', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onCancel = vi.fn();
    renderWithTheme(<Example onConfirm={onConfirm} onCancel={onCancel} />);
    const field = page.getByLabelText(stepUpLabels.password, { exact: true });
    await expect.element(field).toHaveFocus();
    await userEvent.type(field, 'correct horse battery staple');
    await page.getByRole('button', { name: stepUpLabels.confirm }).click();
    expect(onConfirm).toHaveBeenCalledWith('correct horse battery staple');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Escape and with Cancel', async () => {
    const onCancel = vi.fn();
    renderWithTheme(<Example onConfirm={() => Promise.resolve()} onCancel={onCancel} />);
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('keeps focus inside the dialog', async () => {
    renderWithTheme(<Example onConfirm={() => Promise.resolve()} onCancel={() => undefined} />);
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    const dialog = page.getByRole('dialog').element();
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await expect.element(page.getByRole('button', { name: uiCopy.common.cancel })).toBeInTheDocument();
  });

  it('offers a passkey or security key with onConfirmKey, busy while the ceremony runs; proving is no cancel', async () => {
    let finish: () => void = () => undefined;
    const onCancel = vi.fn();
    function WithKey() {
      const [open, setOpen] = useState(true);
      return (
        <StepUpDialog
          open={open}
          labels={stepUpLabels}
          onConfirm={() => Promise.resolve()}
          onConfirmKey={async () => {
            await new Promise<void>((resolve) => {
              finish = resolve;
            });
            setOpen(false);
          }}
          onCancel={onCancel}
        />
      );
    }
    renderWithTheme(<WithKey />);
    const key = page.getByRole('button', { name: uiCopy.stepUp.useKey });
    await key.click();
    await expect.element(key).toHaveAttribute('aria-busy', 'true');
    finish();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('offers no key without onConfirmKey', async () => {
    renderWithTheme(<Example onConfirm={() => Promise.resolve()} onCancel={() => undefined} />);
    await expect.element(page.getByRole('dialog')).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: uiCopy.stepUp.useKey })).not.toBeInTheDocument();
  });

  it('has no axe violations, with an error shown', async () => {
    renderWithTheme(
      <StepUpDialog
        open
        labels={stepUpLabels}
        error="The password is not correct"
        onConfirm={() => Promise.resolve()}
        onCancel={() => undefined}
      />,
    );
    await expect.element(page.getByRole('alert')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
