import type { TemplateStatus } from '@qone/api-client';
import { ConfirmDialog } from '@qone/ui';
import { contentCopy } from '../../copy';
import { writtenTags } from './EditorNotices';

/** A save waiting for the admin's word about merge tags that are not on the list. */
export interface PendingUnknownTags {
  status: TemplateStatus;
  tags: string[];
}

/** Asks before saving text with merge tags that are not on the list (they would be sent as written). */
export function UnknownTagsDialog({
  pending,
  allowedTags = [],
  onCancel,
  onSaveAnyway,
}: {
  pending: PendingUnknownTags | null;
  /** The merge tags the company knows, by name: the list the question refers to, shown with it. */
  allowedTags?: readonly string[];
  onCancel: () => void;
  onSaveAnyway: (status: TemplateStatus) => void;
}) {
  const e = contentCopy.editor;
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={e.unknownTagsTitle}
      message={
        <>
          {e.unknownTags(writtenTags(pending?.tags ?? []))}
          {allowedTags.length > 0 ? (
            <>
              <br />
              {e.allowedTags(writtenTags(allowedTags))}
            </>
          ) : null}
        </>
      }
      confirmLabel={e.saveAnyway}
      variant="primary"
      onConfirm={() => onSaveAnyway(pending?.status ?? 'draft')}
    />
  );
}
