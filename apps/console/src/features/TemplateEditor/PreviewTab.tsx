import { type TemplateType, useApi } from '@qone/api-client';
import { type EditorDevice, ErrorState, PreviewFrame } from '@qone/ui';
import { useEffect, useState } from 'react';
import { errorText } from '../../app/errors';
import { contentCopy } from '../../copy';

export interface PreviewTabProps {
  /** The content to show (the editor's current, possibly unsaved content). */
  html: string;
  type: TemplateType;
  device: EditorDevice;
  /** Names the frame. */
  title: string;
  /** Whether the tab is showing: the preview is prepared only then. */
  active: boolean;
}

/**
 * The editor's content rendered by the server in a sandboxed frame of its own origin policy (no script can run, the
 * console's cookies are out of reach), with the merge tags' sample values, at the chosen device's width. A change
 * to the content prepares a new preview a moment after typing stops.
 */
export function PreviewTab({ html, type, device, title, active }: PreviewTabProps) {
  const { useMutations } = useApi();
  const { createTemplatePreview } = useMutations();
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const result = await createTemplatePreview({ type, html });
        if (!cancelled) {
          setUrl(result.data.url);
          setError(undefined);
        }
      } catch (failure) {
        if (!cancelled) setError(errorText(failure));
      }
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [active, html, type, createTemplatePreview]);

  return (
    <PreviewFrame
      src={url}
      title={title}
      device={device}
      caption={contentCopy.editor.deviceCaption[device]}
      loading={url === undefined && !error}
      error={error ? <ErrorState compact message={error} /> : undefined}
    />
  );
}
