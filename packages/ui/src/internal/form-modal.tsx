import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { Modal, type ModalSize } from '../Modal';

/** Field name → message; a field without a message is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * The state of a small form inside a dialog: values, which fields the user has touched (only their errors show),
 * whether anything changed, and whether the app's rules accept it. Starts again from `initial` each time the dialog
 * opens.
 */
export function useDialogForm<Values extends Record<string, string>>(
  initial: Values,
  validate: ((values: Values) => FieldErrors<Values>) | undefined,
  open: boolean,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const initialRef = useRef(initial);
  const initialKey = JSON.stringify(initial);

  // Each opening starts from the record being edited (or an empty form), never from the last attempt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `initialKey` stands for `initial`'s content
  useEffect(() => {
    if (!open) return;
    initialRef.current = initial;
    setValues(initial);
    setTouched({});
  }, [open, initialKey]);

  const errors: FieldErrors<Values> = useMemo(() => validate?.(values) ?? {}, [validate, values]);
  const isValid = Object.values(errors).every((message) => !message);
  const isDirty = (Object.keys(values) as (keyof Values)[]).some(
    (name) => values[name] !== initialRef.current[name],
  );
  const set = useCallback((name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
  }, []);
  const touch = useCallback(
    (name: keyof Values) => setTouched((current) => ({ ...current, [name]: true })),
    [],
  );
  /** The message to show under a field: only once the user has been there. */
  const errorOf = (name: keyof Values) => (touched[name] ? errors[name] : undefined);
  return { values, set, touch, errorOf, isDirty, isValid };
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

export interface FormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  /** The submit button's label, e.g. "Create". */
  submitLabel: ReactNode;
  /** The closing button's label. */
  closeLabel?: ReactNode;
  /** The submit button is enabled (e.g. changed and valid). */
  canSubmit: boolean;
  /**
   * Submits; the dialog closes when the promise resolves, and stays open when it rejects or resolves to `false`
   * (e.g. to show what the submit did).
   */
  onSubmit: () => Promise<unknown> | unknown;
  /** The caller's message about a refused submit (the server's text). */
  error?: ReactNode;
  /** Shown above the fields as given, e.g. a ConflictNotice when the record changed meanwhile. */
  notice?: ReactNode;
  /** Unsaved changes: a click on the backdrop does not close the dialog. */
  dirty?: boolean;
  /** The fields. */
  children: ReactNode;
  /** Replaces the footer's buttons, e.g. after a submit that shows results. */
  footer?: ReactNode;
}

/**
 * A dialog holding one form: the fields, the caller's error above them, and Close plus a submit button that is busy
 * while the submit runs. Enter in a field submits (when allowed); Escape and Close discard.
 */
export function FormModal({
  open,
  onOpenChange,
  title,
  description,
  size = 'medium',
  submitLabel,
  closeLabel = uiCopy.common.close,
  canSubmit,
  onSubmit,
  error,
  notice,
  dirty = false,
  children,
  footer,
}: FormModalProps) {
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    if (!canSubmit || submitting) return;
    setSubmitting(true);
    try {
      if ((await onSubmit()) !== false) onOpenChange(false);
    } catch {
      // The caller shows why through `error`; the dialog stays open to fix it or close.
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && submitting) return;
        onOpenChange(next);
      }}
      title={title}
      description={description}
      size={size}
      disableBackdropClose={dirty || submitting}
      footer={
        footer ?? (
          <>
            <Modal.Close>
              <Button disabled={submitting}>{closeLabel}</Button>
            </Modal.Close>
            <Button type="submit" form={formId} variant="primary" disabled={!canSubmit} loading={submitting}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {notice}
        {error ? <Alert variant="danger">{error}</Alert> : null}
        {children}
      </Form>
    </Modal>
  );
}
