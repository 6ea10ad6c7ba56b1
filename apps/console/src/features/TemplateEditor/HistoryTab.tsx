import { type Template, useApi } from '@qone/api-client';
import { ConfirmDialog, type DiffLine, ErrorState, VersionHistory } from '@qone/ui';
import { diffLines } from 'diff';
import { useEffect, useMemo, useState } from 'react';
import { loadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { useFormat } from '../../app/useFormat';
import { commonCopy, contentCopy } from '../../copy';

/** Line-by-line differences from `before` to `after`. */
function lines(before: string, after: string): DiffLine[] {
  return diffLines(before, after).flatMap((part) => {
    const kind: DiffLine['kind'] = part.added ? 'added' : part.removed ? 'removed' : 'same';
    const text = part.value.endsWith('\n') ? part.value.slice(0, -1) : part.value;
    return text.split('\n').map((line) => ({ kind, text: line }));
  });
}

export interface HistoryTabProps {
  template: Template;
  /** The editor has unsaved changes: restoring would drop them, so it asks for a save first. */
  dirty: boolean;
  /** Called with the template after a restore. */
  onRestored: (template: Template) => void;
  active: boolean;
}

/**
 * Every saved version (who, when, Draft or Live), the chosen one compared with the current HTML, and Restore —
 * which brings the version back as a new version, after a confirmation.
 */
export function HistoryTab({ template, dirty, onRestored, active }: HistoryTabProps) {
  const { useTemplateVersions, useTemplateVersion, useMutations } = useApi();
  const format = useFormat();
  const versions = useTemplateVersions(active ? template._id : undefined);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const version = useTemplateVersion(template._id, selectedId);
  const { restoreTemplateVersion } = useMutations();
  const [confirming, setConfirming] = useState(false);
  // Restoring over unsaved changes is refused before any request: the same line says so.
  const [unsaved, setUnsaved] = useState(false);

  const list = versions.data ?? [];
  useEffect(() => {
    if (selectedId === null && list[1]) setSelectedId(list[1]._id);
    else if (selectedId === null && list[0]) setSelectedId(list[0]._id);
  }, [list, selectedId]);

  const diff = useMemo(
    () => (version.data ? lines(version.data.html, template.html) : null),
    [version.data, template.html],
  );
  const selected = list.find((item) => item._id === selectedId);

  const restoring = useAction({
    run: (versionId: string) => restoreTemplateVersion(template._id, versionId),
    success: (result) => result.message,
  });
  const restore = () => {
    if (!selectedId) return;
    setUnsaved(false);
    restoring.run(selectedId).then(
      (result) => {
        onRestored(result.data);
        setConfirming(false);
        setSelectedId(null);
      },
      () => setConfirming(false),
    );
  };
  const failure = unsaved ? contentCopy.history.unsavedFirst : restoring.error;

  const h = contentCopy.history;
  return (
    <>
      {failure ? <ErrorState compact message={failure} /> : null}
      <VersionHistory
        versions={list.map((item) => ({
          id: item._id,
          number: item.number,
          status: item.status,
          author: item.author.name,
          when: format.moment(item.createdAt),
          restoredFrom: item.restoredFrom,
        }))}
        selectedId={selectedId}
        onSelect={setSelectedId}
        diff={diff}
        onRestore={() => (dirty ? setUnsaved(true) : setConfirming(true))}
        restoring={restoring.pending}
        error={loadError(versions, { message: contentCopy.list.fetchError, retry: false })}
        labels={{
          list: h.list,
          version: h.version,
          savedBy: h.savedBy,
          restoredFrom: h.restoredFrom,
          current: h.current,
          statuses: commonCopy.statuses,
          comparison: h.comparison,
          restore: h.restore,
          noChanges: h.noChanges,
          unchanged: h.unchanged,
          loading: h.loading,
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={h.restoreConfirmTitle}
        message={h.restoreConfirm(selected?.number ?? 0)}
        confirmLabel={h.restore(selected?.number ?? 0)}
        variant="primary"
        loading={restoring.pending}
        onConfirm={restore}
      />
    </>
  );
}
