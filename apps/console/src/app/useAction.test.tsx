import { ApiError, MUTATION_ERROR_MESSAGE } from '@qone/api-client';
import { ThemeProvider, ToastProvider, useToast } from '@qone/ui';
import { type ReactNode, useState } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { type ActionOptions, ActionToasts, useAction } from './useAction';

function Shell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>
          <Toasts>{children}</Toasts>
        </ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}

function Toasts({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  return <ActionToasts toast={toast}>{children}</ActionToasts>;
}

/** A button that runs the action and shows its state. */
function Harness({ options }: { options: ActionOptions<[string], string> }) {
  const action = useAction(options);
  return (
    <>
      <button type="button" onClick={() => action.start('Ada')}>
        Save
      </button>
      <output aria-label="pending">{action.pending ? 'pending' : 'idle'}</output>
      {action.error ? <p role="alert">{action.error}</p> : null}
    </>
  );
}

const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('useAction', () => {
  it('is pending while the write runs, then toasts its success', async () => {
    const write = deferred<string>();
    const screen = await render(
      <Shell>
        <Harness
          options={{ run: () => write.promise, success: (saved, name) => `${name} saved as ${saved}` }}
        />
      </Shell>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByLabelText('pending')).toHaveTextContent('pending');
    write.resolve('v2');
    await expect.element(screen.getByText('Ada saved as v2')).toBeVisible();
    await expect.element(screen.getByLabelText('pending')).toHaveTextContent('idle');
  });

  it('shows an ApiError’s message and the product’s fallback for anything else', async () => {
    let failure: unknown = new ApiError(409, 'A role with this name already exists');
    const screen = await render(
      <Shell>
        <Harness
          options={{
            run: () => Promise.reject(failure),
            success: () => 'never',
          }}
        />
      </Shell>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('A role with this name already exists');
    failure = new TypeError('Failed to fetch');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(MUTATION_ERROR_MESSAGE);
    expect(screen.getByText('TypeError', { exact: false }).query()).toBeNull();
    expect(screen.getByText('never').query()).toBeNull();
  });

  it('rejects with the failure, so a dialog awaiting it stays open', async () => {
    const failure = new ApiError(400, 'Bad');
    let seen: unknown;
    function Runner() {
      const action = useAction({ run: () => Promise.reject(failure) });
      return (
        <button type="button" onClick={() => action.run().catch((error: unknown) => (seen = error))}>
          Go
        </button>
      );
    }
    const screen = await render(
      <Shell>
        <Runner />
      </Shell>,
    );
    await screen.getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => seen).toBe(failure);
  });

  it('shows a failure as a danger toast when asked to', async () => {
    const screen = await render(
      <Shell>
        <Harness
          options={{
            run: () => Promise.reject(new ApiError(502, 'The provider did not answer')),
            failure: 'toast',
            failureTitle: 'Translation failed',
          }}
        />
      </Shell>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Translation failed')).toBeVisible();
    await expect.element(screen.getByText('The provider did not answer')).toBeVisible();
    expect(screen.getByRole('alert').query()).toBeNull();
  });

  it('says nothing of a stale save’s conflict (the page shows its notice)', async () => {
    const screen = await render(
      <Shell>
        <Harness
          options={{
            run: () => Promise.reject(new ApiError(409, 'Changed', { current: { version: 3 } })),
          }}
        />
      </Shell>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByLabelText('pending')).toHaveTextContent('idle');
    expect(screen.getByRole('alert').query()).toBeNull();
  });

  it('brings the cache up to date before it toasts', async () => {
    let stored = 'old';
    function Page() {
      const read = useSWR('name', async () => stored);
      const action = useAction({
        run: async (name: string) => {
          stored = name;
          return name;
        },
        revalidate: () => read.mutate(),
        success: (name) => `Saved ${name}`,
      });
      return (
        <>
          <p>Name: {read.data ?? '…'}</p>
          <button type="button" onClick={() => action.start('new')}>
            Save
          </button>
        </>
      );
    }
    const screen = await render(
      <Shell>
        <Page />
      </Shell>,
    );
    await expect.element(screen.getByText('Name: old')).toBeVisible();
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Saved new')).toBeVisible();
    await expect.element(screen.getByText('Name: new')).toBeVisible();
  });

  it('offers Undo, which runs the reverse write and says so', async () => {
    const reverse = vi.fn(async () => undefined);
    function Switch() {
      const [on, setOn] = useState(false);
      const action = useAction({
        run: async (value: boolean) => {
          setOn(value);
          return value;
        },
        success: (value) => (value ? 'Turned on' : 'Turned off'),
        undo: {
          label: 'Undo',
          altText: 'Switch it back',
          run: async (value) => {
            await reverse();
            setOn(!value);
          },
          done: () => 'Switched back',
        },
      });
      return (
        <button type="button" onClick={() => action.start(!on)}>
          {on ? 'On' : 'Off'}
        </button>
      );
    }
    const screen = await render(
      <Shell>
        <Switch />
      </Shell>,
    );
    await screen.getByRole('button', { name: 'Off' }).click();
    await expect.element(screen.getByText('Turned on')).toBeVisible();
    await screen.getByRole('button', { name: 'Undo' }).click();
    await expect.element(screen.getByText('Switched back')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Off' })).toBeVisible();
    expect(reverse).toHaveBeenCalledOnce();
  });
});
