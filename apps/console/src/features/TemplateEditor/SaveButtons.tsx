import type { TemplateStatus } from '@qone/api-client';
import { Button } from '@qone/ui';
import { contentCopy } from '../../copy';

/** 'Save as Draft' (draft) and 'Publish' (live): the one saving spins, both wait while a save runs. */
export function SaveButtons({
  saving,
  disabled = false,
  onSave,
}: {
  saving: TemplateStatus | null;
  /** Saving is not possible now (e.g. an SMS over 160 characters). */
  disabled?: boolean;
  onSave: (status: TemplateStatus) => void;
}) {
  const e = contentCopy.editor;
  return (
    <>
      <Button
        onClick={() => onSave('draft')}
        loading={saving === 'draft'}
        disabled={disabled || saving !== null}
      >
        {e.saveAsDraft}
      </Button>
      <Button
        variant="primary"
        onClick={() => onSave('live')}
        loading={saving === 'live'}
        disabled={disabled || saving !== null}
      >
        {e.publish}
      </Button>
    </>
  );
}
