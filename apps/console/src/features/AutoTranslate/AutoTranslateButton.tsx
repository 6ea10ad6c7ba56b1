import { useApi } from '@qone/api-client';
import { Button, TextLink } from '@qone/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useAction } from '../../app/useAction';
import { languagesCopy } from '../../copy';
import { paths } from '../../routes';

const t = languagesCopy.autoTranslate;

// The note takes a line of its own at the end of the caller's (wrapping) flex row, under the controls.
const Note = styled.p`
  order: 1;
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

export interface AutoTranslateButtonProps {
  /** Source and target are the same language: nothing to translate. */
  sameLanguages: boolean;
  /** Another reason the button does nothing now (e.g. no template shown), said beside it. */
  unavailable?: string;
  /** Runs the translation; its message ("N segments translated, M need review") is shown as a toast. */
  run: () => Promise<{ message: string; needsReview: number }>;
}

/**
 * 'Auto Translate': fills the empty translations through the server's provider, busy while it runs, the result
 * or the server's refusal as a toast. Without a provider the button is disabled and says so, with a link to the
 * platform settings' 'Translation provider' card. Renders inline: the caller's flex row (wrapping) holds it.
 */
export function AutoTranslateButton({ sameLanguages, unavailable, run }: AutoTranslateButtonProps) {
  const { useTranslationProvider } = useApi();
  const provider = useTranslationProvider();
  const noteId = useId();
  const notConfigured = provider.data?.configured === false;
  const reason = notConfigured ? t.notConfigured : sameLanguages ? t.sameLanguages : unavailable;

  const translate = useAction({
    run,
    success: ({ message, needsReview }) => ({
      title: message,
      variant: needsReview > 0 ? 'warning' : 'success',
    }),
    failure: 'toast',
    failureTitle: t.failed,
  });
  const busy = translate.pending;

  return (
    <>
      <Button
        loading={busy}
        disabled={provider.data === undefined || reason !== undefined}
        aria-describedby={reason ? noteId : undefined}
        onClick={() => translate.start()}
      >
        {t.button}
      </Button>
      {busy ? <span role="status">{t.busy}</span> : null}
      {reason ? (
        <Note id={noteId}>
          {reason} {notConfigured ? <TextLink href={paths.platformSettings}>{t.setUpLink}</TextLink> : null}
        </Note>
      ) : null}
    </>
  );
}
