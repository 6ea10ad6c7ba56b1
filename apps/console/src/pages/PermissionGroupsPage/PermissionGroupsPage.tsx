import { type PermissionGroup, useApi } from '@qone/api-client';
import { isWithin } from '@qone/api-client/access';
import {
  Button,
  ConfirmDialog,
  PermissionGroupModal,
  type PermissionGroupRow,
  PermissionGroupTable,
  useToast,
} from '@qone/ui';
import { useMemo } from 'react';
import { generatePath } from 'react-router-dom';
import { loadError } from '../../app/LoadError';
import { useSession } from '../../app/session';
import { commonCopy, peopleCopy } from '../../copy';
import { type ConflictField, RecordConflict } from '../../features/Conflict';
import { accessSummary, DialogErrorLine, PeoplePage, useRecordDialog } from '../../features/People';
import { editPermissionGroupSchema, fieldErrors, newPermissionGroupSchema } from '../../forms/rules';
import { paths } from '../../routes';

const t = peopleCopy.groups;

/** What a group's conflict notice compares (the details dialog's fields). */
const groupFields: ConflictField<PermissionGroup>[] = [
  { label: t.nameField, value: (group) => group.name },
  { label: t.descriptionField, value: (group) => group.description },
];

/**
 * The permission groups: name, members, description, what each opens; create and edit dialogs with the product's
 * rules and messages (Save only when changed and valid); delete with confirmation — a group with members cannot be
 * deleted, and the dialog says so.
 */
export function PermissionGroupsPage() {
  const { usePermissionGroups, useUser, useMutations } = useApi();
  const groups = usePermissionGroups();
  const session = useSession();
  // The caller's own group: a group giving more than it does is not theirs to rename (the server refuses it too).
  const me = useUser(session?.user._id);
  const ownAccess = groups.data?.find((group) => group._id === me.data?.permissionGroupId)?.access;
  const { createPermissionGroup, updatePermissionGroup, deletePermissionGroup } = useMutations();
  const toast = useToast();
  const { open, close, attempt, failure, creating, editing, deleting, conflict, reload, overwrite } =
    useRecordDialog<PermissionGroup>();

  const rows = useMemo<PermissionGroupRow[]>(
    () =>
      (groups.data ?? []).map((group) => ({
        _id: group._id,
        name: group.name,
        member: group.member,
        description: group.description,
        accessTo: accessSummary(group.access),
      })),
    [groups.data],
  );
  const byId = (row: PermissionGroupRow) => groups.data?.find((group) => group._id === row._id);

  return (
    <PeoplePage
      crumbs={[
        { label: peopleCopy.crumbs.home, href: paths.home },
        { label: peopleCopy.crumbs.settings, href: paths.companyOverview },
        { label: peopleCopy.crumbs.permissionGroups },
      ]}
      title={t.title}
      description={t.description}
      actions={
        <Button variant="primary" onClick={() => open({ kind: 'create' })}>
          {t.add}
        </Button>
      }
    >
      <PermissionGroupTable
        groups={rows}
        loading={groups.isLoading}
        error={loadError(groups, { title: t.loadError })}
        labels={{
          table: t.table,
          name: t.name,
          member: t.member,
          description: t.descriptionColumn,
          accessTo: t.accessTo,
          action: t.action,
          noAccess: t.noAccess,
          edit: t.edit,
          permissions: t.permissions,
          delete: t.delete,
          actionsFor: t.actionsFor,
          empty: t.empty,
        }}
        canEdit={(row) => {
          const group = byId(row);
          return !group || !ownAccess || isWithin(group.access, ownAccess);
        }}
        onEdit={(row) => {
          const group = byId(row);
          if (group) open({ kind: 'edit', record: group });
        }}
        permissionsHref={(row) => generatePath(paths.permissionEditor, { id: row._id })}
        onDelete={(row) => {
          const group = byId(row);
          if (group) open({ kind: 'delete', record: group });
        }}
      />

      <PermissionGroupModal
        open={creating || Boolean(editing)}
        onOpenChange={(next) => (next ? undefined : close())}
        labels={{
          title: editing ? t.editTitle : t.createTitle,
          name: t.nameField,
          description: t.descriptionField,
          descriptionHint: t.descriptionHint,
          submit: t.save,
        }}
        {...(editing ? { group: { name: editing.name, description: editing.description } } : {})}
        validate={(values) =>
          fieldErrors(editing ? editPermissionGroupSchema : newPermissionGroupSchema, values)
        }
        error={failure}
        notice={
          editing && conflict.current ? (
            <RecordConflict
              current={conflict.current}
              base={editing}
              fields={groupFields}
              onReload={reload}
              onOverwrite={() => void overwrite()}
              overwriting={conflict.overwriting}
            />
          ) : null
        }
        onSubmit={(values) =>
          attempt(async () => {
            const details = { name: values.name.trim(), description: values.description.trim() };
            if (editing) {
              // The toast is part of the save: an Overwrite runs it again.
              await conflict.save(editing.version, async (baseVersion) => {
                await updatePermissionGroup(editing._id, { target: 'details', ...details, baseVersion });
                toast.toast({ title: t.updated(details.name), variant: 'success' });
              });
            } else {
              await createPermissionGroup(details);
              toast.toast({ title: t.created(details.name), variant: 'success' });
            }
          })
        }
      />

      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(next) => (next ? undefined : close())}
        confirmDisabled={(deleting?.member ?? 0) > 0}
        message={
          <>
            {deleting && deleting.member > 0
              ? t.hasMembers(deleting.name, deleting.member)
              : commonCopy.deleteItemConfirm}
            {failure ? <DialogErrorLine role="alert">{failure}</DialogErrorLine> : null}
          </>
        }
        onConfirm={() =>
          attempt(async () => {
            if (!deleting) return;
            await deletePermissionGroup(deleting._id);
            toast.toast({ title: t.deleted(deleting.name), variant: 'success' });
          })
        }
      />
    </PeoplePage>
  );
}
