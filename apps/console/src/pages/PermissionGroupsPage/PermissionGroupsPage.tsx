import { type PermissionGroup, useApi } from '@qone/api-client';
import { isWithin } from '@qone/domain/access';
import { Button, NameDescriptionModal, type PermissionGroupRow, PermissionGroupTable } from '@qone/ui';
import { useMemo } from 'react';
import { generatePath } from 'react-router-dom';
import { loadError } from '../../app/LoadError';
import { fieldLimits } from '../../app/limits';
import { useSession } from '../../app/session';
import { useBreadcrumbs } from '../../app/useBreadcrumbs';
import { commonCopy, peopleCopy } from '../../copy';
import type { ConflictField } from '../../features/Conflict';
import { accessSummary, PeoplePage } from '../../features/People';
import { ConfirmAction, useRecordList } from '../../features/RecordList';
import { editPermissionGroupSchema, fieldErrors, newPermissionGroupSchema } from '../../forms/rules';
import { paths } from '../../routes';

const t = peopleCopy.groups;

/** What a group's details dialog saves. */
interface GroupValues {
  name: string;
  description: string;
}

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
  const crumbs = useBreadcrumbs(peopleCopy.groups.title);
  const session = useSession();
  // The caller's own group: a group giving more than it does is not theirs to rename (the server refuses it too).
  const me = useUser(session?.user._id);
  const ownAccess = groups.data?.find((group) => group._id === me.data?.permissionGroupId)?.access;
  const { createPermissionGroup, updatePermissionGroup, deletePermissionGroup } = useMutations();
  const list = useRecordList<PermissionGroup, GroupValues>({
    create: (values) => createPermissionGroup(values),
    update: (group, values, baseVersion) =>
      updatePermissionGroup(group._id, { target: 'details', ...values, baseVersion }),
    remove: (group) => deletePermissionGroup(group._id),
    created: (values) => t.created(values.name),
    updated: (values) => t.updated(values.name),
    deleted: (group) => t.deleted(group.name),
    fields: groupFields,
  });
  const { editing, deleting } = list;

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
      crumbs={crumbs}
      title={t.title}
      description={t.description}
      actions={
        <Button variant="primary" onClick={() => list.open({ kind: 'create' })}>
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
          if (group) list.open({ kind: 'edit', record: group });
        }}
        permissionsHref={(row) => generatePath(paths.permissionEditor, { id: row._id })}
        onDelete={(row) => {
          const group = byId(row);
          if (group) list.open({ kind: 'delete', record: group });
        }}
      />

      <NameDescriptionModal
        descriptionRequired
        limits={fieldLimits.permissionGroup}
        open={list.creating || Boolean(editing)}
        onOpenChange={(next) => (next ? undefined : list.close())}
        labels={{
          title: editing ? t.editTitle : t.createTitle,
          name: t.nameField,
          description: t.descriptionField,
          descriptionHint: t.descriptionHint,
          submit: t.save,
        }}
        {...(editing ? { record: { name: editing.name, description: editing.description } } : {})}
        validate={(values) =>
          fieldErrors(editing ? editPermissionGroupSchema : newPermissionGroupSchema, values)
        }
        error={list.saveError}
        notice={list.notice}
        onSubmit={(values) =>
          list.submit({ name: values.name.trim(), description: values.description.trim() })
        }
      />

      <ConfirmAction
        open={Boolean(deleting)}
        onOpenChange={(next) => (next ? undefined : list.close())}
        confirmDisabled={(deleting?.member ?? 0) > 0}
        message={
          deleting && deleting.member > 0
            ? t.hasMembers(deleting.name, deleting.member)
            : commonCopy.deleteItemConfirm
        }
        error={list.deleteError}
        onConfirm={list.confirmDelete}
      />
    </PeoplePage>
  );
}
