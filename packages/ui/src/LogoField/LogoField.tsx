import { type ChangeEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';

export interface LogoFieldLabels {
  /** The button that picks a new image, e.g. “Change”. */
  change: string;
  /** The button that marks the logo for removal, e.g. “Delete”. */
  remove: string;
  /** The button that takes a removal back, e.g. “Undo”. */
  undo: string;
  /** Shown in the preview when there is no logo. */
  none: string;
  /** Said when the logo will be removed on save. */
  removed: string;
  /** Said when a new image is chosen and not saved yet. */
  pending: string;
  /** Alternative text of the preview image. */
  previewAlt: string;
}

export interface LogoFieldProps {
  /** The visible label of the field. */
  label: ReactNode;
  /** The saved logo's URL; `null` when there is none. */
  imageUrl: string | null;
  /** A newly chosen image, previewed before saving; `null` for none. */
  file: File | null;
  /** The saved logo is marked for removal (it goes when the form is saved). */
  removed: boolean;
  /** Called with a newly chosen file. */
  onFileChange: (file: File | null) => void;
  /** Called when Delete marks the logo (or the chosen file) for removal. */
  onRemove: () => void;
  /** Called when Undo takes the removal back. */
  onRestore: () => void;
  /** The caller's message about the chosen file (a wrong type, too large). */
  error?: ReactNode;
  /** Helper text, e.g. the accepted types and size. */
  hint?: ReactNode;
  /** Accepted types as in the native `accept` attribute. */
  accept?: string;
  /** The words of the field. */
  labels: LogoFieldLabels;
  /** Disables the buttons (e.g. while saving). */
  disabled?: boolean;
  /** The file input. */
  ref?: Ref<HTMLInputElement>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.fgDefault};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space200};
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.columnMedium};
  height: ${({ theme }) => theme.space.space800};
  padding: ${({ theme }) => theme.space.space100};
  border: ${({ theme }) => theme.size.borderWidth} dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasSubtle};
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.space100};
`;

const Note = styled.p<{ $tone: 'muted' | 'danger' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerFg : theme.color.fgMuted)};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/** A preview URL for a chosen file, revoked when the file changes or the field goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * A logo with Change and Delete: a chosen image is previewed before saving; Delete only marks the logo for removal
 * (Undo takes it back) — the caller saves the choice with its form.
 */
export function LogoField({
  label,
  imageUrl,
  file,
  removed,
  onFileChange,
  onRemove,
  onRestore,
  error,
  hint,
  accept,
  labels,
  disabled = false,
  ref,
}: LogoFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const preview = useObjectUrl(file);
  const shown = preview ?? (removed ? null : imageUrl);
  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onFileChange(event.target.files?.[0] ?? null);
    // The same file chosen again (after a refusal) must fire a change too.
    event.target.value = '';
  };
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', `${id}-state`]
    .filter(Boolean)
    .join(' ');

  return (
    <Root role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`}>{label}</Label>
      <Row>
        <Preview aria-live="polite">
          {shown ? <img src={shown} alt={labels.previewAlt} /> : labels.none}
        </Preview>
        <Buttons>
          <HiddenInput
            ref={setRefs}
            id={`${id}-input`}
            type="file"
            accept={accept}
            tabIndex={-1}
            aria-hidden="true"
            onChange={choose}
            disabled={disabled}
          />
          <Button
            size="small"
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            aria-describedby={describedBy}
          >
            {labels.change}
          </Button>
          {removed && !file ? (
            <Button size="small" variant="invisible" onClick={onRestore} disabled={disabled}>
              {labels.undo}
            </Button>
          ) : (
            <Button
              size="small"
              variant="danger"
              onClick={onRemove}
              disabled={disabled || (!file && !imageUrl)}
            >
              {labels.remove}
            </Button>
          )}
        </Buttons>
      </Row>
      <Note id={`${id}-state`} $tone="muted" role="status">
        {file ? labels.pending : removed ? labels.removed : ''}
      </Note>
      {hint ? (
        <Note id={`${id}-hint`} $tone="muted">
          {hint}
        </Note>
      ) : null}
      {error ? (
        <Note id={`${id}-error`} $tone="danger" role="alert">
          {error}
        </Note>
      ) : null}
    </Root>
  );
}
LogoField.displayName = 'LogoField';
