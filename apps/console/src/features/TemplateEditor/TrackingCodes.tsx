import { type Template, type TrackingCode, type TrackingCodeLocation, useApi } from '@qone/api-client';
import {
  Button,
  ConfirmDialog,
  Modal,
  RadioGroup,
  Textarea,
  TextField,
  TrackingCodeList,
  uiCopy,
  useToast,
} from '@qone/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '../../app/errors';
import { contentCopy } from '../../copy';
import { FormError } from '../Auth';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

interface Editing {
  id?: string;
  name: string;
  code: string;
  location: TrackingCodeLocation;
}

/**
 * A page's tracking codes with the 'Add Tracking Code' and 'Delete Tracking Code' dialogs; each change is saved at
 * once (the server answers the page's list) and its message shown.
 */
export function TrackingCodes({ page }: { page: Template }) {
  const { useMutations } = useApi();
  const { saveTrackingCode, deleteTrackingCode } = useMutations();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<TrackingCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const p = contentCopy.page;

  const nameProblem = editing && editing.name.trim() === '' ? contentCopy.editor.nameRequired : undefined;
  const codeProblem = editing && editing.code.trim() === '' ? p.codeRequired : undefined;

  const save = async () => {
    if (!editing) return;
    setTouched(true);
    if (nameProblem || codeProblem) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await saveTrackingCode(page._id, {
        ...(editing.id ? { id: editing.id } : {}),
        name: editing.name.trim(),
        code: editing.code,
        location: editing.location,
      });
      toast.toast({ title: result.message, variant: 'success' });
      setEditing(null);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const result = await deleteTrackingCode(page._id, deleting._id);
      toast.toast({ title: result.message, variant: 'success' });
    } catch (error) {
      toast.toast({ title: errorText(error), variant: 'danger' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const open = (value: Editing) => {
    setEditing(value);
    setFailure(null);
    setTouched(false);
  };

  return (
    <>
      <TrackingCodeList
        codes={page.tracking_codes.map((code) => ({ ...code, id: code._id }))}
        labels={{
          title: p.trackingCodes,
          add: p.addTrackingCode,
          edit: p.editCode,
          delete: p.deleteCode,
          locations: p.locations,
          empty: p.noCodes,
        }}
        onAdd={() => open({ name: '', code: '', location: 'head' })}
        onEdit={(code) => open({ id: code.id, name: code.name, code: code.code, location: code.location })}
        onDelete={(code) => setDeleting(page.tracking_codes.find((c) => c._id === code.id) ?? null)}
      />
      <Modal
        open={editing !== null}
        onOpenChange={(next) => {
          if (!next) setEditing(null);
        }}
        title={editing?.id ? p.editTrackingCode : p.addTrackingCode}
        size="large"
        footer={
          <>
            <Button onClick={() => setEditing(null)}>{uiCopy.common.close}</Button>
            <Button variant="primary" type="submit" form="tracking-code-form" loading={busy}>
              {p.save}
            </Button>
          </>
        }
      >
        {editing ? (
          <Form
            id="tracking-code-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <FormError message={failure} />
            <TextField
              label={p.codeName}
              required
              maxLength={200}
              value={editing.name}
              onChange={(event) => setEditing({ ...editing, name: event.target.value })}
              error={touched ? nameProblem : undefined}
            />
            <Textarea
              label={p.code}
              required
              rows={6}
              value={editing.code}
              onChange={(event) => setEditing({ ...editing, code: event.target.value })}
              error={touched ? codeProblem : undefined}
              spellCheck={false}
            />
            <RadioGroup
              label={p.location}
              orientation="horizontal"
              value={editing.location}
              onValueChange={(value) => setEditing({ ...editing, location: value as TrackingCodeLocation })}
              options={[
                { value: 'head', label: p.locations.head },
                { value: 'body', label: p.locations.body },
              ]}
            />
          </Form>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        title={p.deleteTrackingCode}
        message={p.deleteTrackingCodeConfirm(deleting?.name ?? '')}
        loading={busy}
        onConfirm={remove}
      />
    </>
  );
}
