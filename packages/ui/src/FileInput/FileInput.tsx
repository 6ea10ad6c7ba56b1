import { VisuallyHidden } from 'radix-ui';
import {
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
  type Ref,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { FieldError, FieldHint, RequiredMarker } from '../FormField/FormField';
import { joinIds } from '../FormField/inputStyles';
import { AlertIcon, FileIcon, UploadIcon, XIcon } from '../Icon';
import { IconButton } from '../IconButton';

export interface FileInputProps {
  /** The visible label of the field. */
  label: ReactNode;
  /** Accepted types as in the native `accept` attribute: extensions and/or MIME types, comma-separated. */
  accept?: string;
  /** The chosen file (controlled); `null` for none. */
  file?: File | null;
  /** Called with the chosen file, or `null` when it is removed. Files of a type not accepted never arrive here. */
  onFileChange?: (file: File | null) => void;
  /** Helper text, linked with aria-describedby. */
  hint?: ReactNode;
  /** Validation message from the caller (a rejected type shows its own message). */
  error?: ReactNode;
  /** Text of the choose button. */
  buttonLabel?: string;
  /** Shows the required marker and sets the native `required`. */
  required?: boolean;
  /** Disables choosing and dropping. */
  disabled?: boolean;
  /** Name of the native file input, for plain form posts. */
  name?: string;
  /** Class of the outer element, for layout. */
  className?: string;
  /** The input. */
  ref?: Ref<HTMLInputElement>;
}

/** Whether a file matches an `accept` list of extensions (`.xlsx`), MIME types and wildcards (`image/*`). */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>, accept?: string): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

const acceptedList = (accept: string) =>
  accept
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)
    .join(', ');

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100};
`;

const Label = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.space25};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme }) => theme.color.fgDefault};
`;

const Zone = styled.div<{ $dragging: boolean; $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  padding: ${({ theme }) => theme.space.space300} ${({ theme }) => theme.space.space200};
  border: ${({ theme }) => theme.size.borderWidth} dashed
    ${({ theme, $dragging, $invalid, $disabled }) =>
      $dragging
        ? theme.color.accentEmphasis
        : $invalid
          ? theme.color.dangerEmphasis
          : $disabled
            ? theme.color.borderDefault
            : theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme, $dragging }) => ($dragging ? theme.color.accentSubtle : theme.color.canvasSubtle)};
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  transition:
    background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};
  &:hover {
    border-color: ${({ theme, $disabled }) => ($disabled ? theme.color.borderDefault : theme.color.accentEmphasis)};
  }
`;

const ZoneIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const FileRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  min-height: ${({ theme }) => theme.size.controlMedium};
  padding: 0 ${({ theme }) => theme.space.space25} 0 ${({ theme }) => theme.space.space150};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.fgMuted};
  }
`;

/**
 * A file picker with a drop zone: the button opens the system dialog (Enter or Space), a dropped file is checked
 * against `accept` and rejected with a message, and the chosen file's name is shown with a remove button.
 */
export function FileInput({
  label,
  accept,
  file,
  onFileChange,
  hint,
  error,
  buttonLabel = uiCopy.fileInput.chooseFile,
  required,
  disabled = false,
  name,
  className,
  ref,
}: FileInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const hintId = hint ? `${id}-hint` : undefined;
  const acceptId = accept ? `${id}-accept` : undefined;
  const fileId = `${id}-file`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [inner, setInner] = useState<File | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const current = file !== undefined ? file : inner;
  const message = typeError ?? error;

  const choose = (next: File | null) => {
    if (next && !isAcceptedFile(next, accept)) {
      setTypeError(`${uiCopy.fileInput.wrongType} ${acceptedList(accept ?? '')}`);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setTypeError(null);
    setInner(next);
    onFileChange?.(next);
  };
  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };
  const handleInput = (event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0] ?? null);
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const handleDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };
  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    setTypeError(null);
    setInner(null);
    onFileChange?.(null);
    document.getElementById(buttonId)?.focus();
  };

  return (
    <Root className={className} role="group" aria-labelledby={labelId}>
      <Label id={labelId}>
        {label}
        {required ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
      </Label>
      <Zone
        $dragging={dragging}
        $invalid={Boolean(message)}
        $disabled={disabled}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        // The zone is a larger mouse target for the same action as the button, which keyboard users reach.
        onClick={(event) => {
          if (event.target === event.currentTarget) openPicker();
        }}
        data-dragging={dragging || undefined}
      >
        <ZoneIcon aria-hidden="true">
          <UploadIcon size="medium" />
        </ZoneIcon>
        <Button
          id={buttonId}
          size="small"
          leadingVisual={<FileIcon />}
          onClick={openPicker}
          disabled={disabled}
          aria-labelledby={`${buttonId}-text ${labelId}`}
          aria-describedby={joinIds(
            message ? errorId : undefined,
            current ? fileId : undefined,
            hintId,
            acceptId,
          )}
        >
          <span id={`${buttonId}-text`}>{buttonLabel}</span>
        </Button>
        <span>{uiCopy.fileInput.dropHint}</span>
        {accept ? (
          <span id={acceptId}>
            {uiCopy.fileInput.accepted} {acceptedList(accept)}
          </span>
        ) : null}
      </Zone>
      <div aria-live="polite">
        {current ? (
          <FileRow>
            <FileIcon />
            <span id={fileId}>
              <VisuallyHidden.Root>{`${uiCopy.fileInput.chosenFile} `}</VisuallyHidden.Root>
              <span>{current.name}</span>
            </span>
            <IconButton
              variant="invisible"
              size="small"
              icon={<XIcon />}
              aria-label={`${uiCopy.fileInput.removeFile} ${current.name}`}
              onClick={remove}
              disabled={disabled}
              disableTooltip
            />
          </FileRow>
        ) : null}
      </div>
      {message ? (
        <FieldError id={errorId} role={typeError ? 'alert' : undefined}>
          <AlertIcon />
          <span>{message}</span>
        </FieldError>
      ) : null}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        name={name}
        required={required}
        disabled={disabled}
        onChange={handleInput}
      />
    </Root>
  );
}
FileInput.displayName = 'FileInput';
