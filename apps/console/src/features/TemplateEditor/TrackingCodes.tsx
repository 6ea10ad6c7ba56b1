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
} from '@qone/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAction } from '../../app/useAction';
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
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<TrackingCode | null>(null);
  const [touched, setTouched] = useState(false);
  const p = contentCopy.page;

  const nameProblem = editing && editing.name.trim() === '' ? contentCopy.editor.nameRequired : undefined;
  const codeProblem = editing && editing.code.trim() === '' ? p.codeRequired : undefined;

  const saving = useAction({
    run: (code: Editing) =>
      saveTrackingCode(page._id, {
        ...(code.id ? { id: code.id } : {}),
        name: code.name.trim(),
        code: code.code,
        location: code.location,
      }),
    success: (result) => result.message,
  });
  const save = () => {
    if (!editing) return;
    setTouched(true);
    if (nameProblem || codeProblem) return;
    saving.run(editing).then(
      () => setEditing(null),
      () => undefined,
    );
  };

  const removing = useAction({
    run: (code: TrackingCode) => deleteTrackingCode(page._id, code._id),
    success: (result) => result.message,
    failure: 'toast',
  });
  const remove = () =>
    deleting
      ? removing
          .run(deleting)
          .finally(() => setDeleting(null))
          .catch(() => undefined)
      : undefined;

  const open = (value: Editing) => {
    setEditing(value);
    saving.reset();
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
            <Button variant="primary" type="submit" form="tracking-code-form" loading={saving.pending}>
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
            <FormError message={saving.error} />
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
        loading={removing.pending}
        onConfirm={remove}
      />
    </>
  );
}
