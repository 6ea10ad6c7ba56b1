import { type UserRole, useApi } from '@qone/api-client';
import { Button, ConfirmDialog, RoleModal, RolesTable, useToast } from '@qone/ui';
import { loadError } from '../../app/LoadError';
import { commonCopy, peopleCopy } from '../../copy';
import { type ConflictField, RecordConflict } from '../../features/Conflict';
import { DialogErrorLine, PeoplePage, useRecordDialog } from '../../features/People';
import { fieldErrors, roleSchema } from '../../forms/rules';
import { paths } from '../../routes';

const t = peopleCopy.roles;

/** What a role's conflict notice compares. */
const roleFields: ConflictField<UserRole>[] = [
  { label: t.role, value: (role) => role.role },
  { label: t.descriptionColumn, value: (role) => role.description },
];

/**
 * The user roles: a table of Role and Description with each row's edit and delete, an add button, the 'Create New'
 * dialog (Create / Update), and the generic delete confirmation. Every change reloads the list.
 */
export function RolesPage() {
  const { useUserRoles, useMutations } = useApi();
  const roles = useUserRoles();
  const { createUserRole, updateUserRole, deleteUserRole } = useMutations();
  const toast = useToast();
  const byId = (id: string) => roles.data?.find((role) => role._id === id);
  const { open, close, attempt, failure, creating, editing, deleting, conflict, reload, overwrite } =
    useRecordDialog<UserRole>();

  return (
    <PeoplePage
      fixedMargin
      crumbs={[
        { label: peopleCopy.crumbs.home, href: paths.home },
        { label: peopleCopy.crumbs.settings, href: paths.companyOverview },
        { label: peopleCopy.crumbs.userManagementTitle, href: paths.userManagement },
        { label: peopleCopy.crumbs.roles },
      ]}
      title={t.title}
      description={t.description}
      actions={
        <Button variant="primary" onClick={() => open({ kind: 'create' })}>
          {t.add}
        </Button>
      }
    >
      <RolesTable
        roles={roles.data ?? []}
        loading={roles.isLoading}
        error={loadError(roles, { title: t.loadError })}
        labels={{
          table: t.table,
          role: t.role,
          description: t.descriptionColumn,
          actions: t.actions,
          edit: t.edit,
          delete: t.delete,
          actionsFor: t.actionsFor,
          empty: t.empty,
        }}
        onEdit={(row) => {
          const role = byId(row._id);
          if (role) open({ kind: 'edit', record: role });
        }}
        onDelete={(row) => {
          const role = byId(row._id);
          if (role) open({ kind: 'delete', record: role });
        }}
      />

      <RoleModal
        open={creating || Boolean(editing)}
        onOpenChange={(next) => (next ? undefined : close())}
        labels={t.modal}
        {...(editing ? { role: { role: editing.role, description: editing.description } } : {})}
        validate={(values) => fieldErrors(roleSchema, values)}
        error={failure}
        notice={
          editing && conflict.current ? (
            <RecordConflict
              current={conflict.current}
              base={editing}
              fields={roleFields}
              onReload={reload}
              onOverwrite={() => void overwrite()}
              overwriting={conflict.overwriting}
            />
          ) : null
        }
        onSubmit={(values) =>
          attempt(async () => {
            const body = { role: values.role.trim(), description: values.description.trim() };
            if (editing) {
              // The toast is part of the save: an Overwrite runs it again.
              await conflict.save(editing.version, async (baseVersion) => {
                await updateUserRole(editing._id, { ...body, baseVersion });
                toast.toast({ title: t.updated(body.role), variant: 'success' });
              });
            } else {
              await createUserRole(body);
              toast.toast({ title: t.created(body.role), variant: 'success' });
            }
          })
        }
      />

      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(next) => (next ? undefined : close())}
        message={
          <>
            {commonCopy.deleteItemConfirm}
            {failure ? <DialogErrorLine role="alert">{failure}</DialogErrorLine> : null}
          </>
        }
        onConfirm={() =>
          attempt(async () => {
            if (!deleting) return;
            await deleteUserRole(deleting._id);
            toast.toast({ title: t.deleted(deleting.role), variant: 'success' });
          })
        }
      />
    </PeoplePage>
  );
}
