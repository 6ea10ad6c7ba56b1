import { type UserRole, useApi } from '@qone/api-client';
import { Button, NameDescriptionModal, RolesTable } from '@qone/ui';
import { loadError } from '../../app/LoadError';
import { fieldLimits } from '../../app/limits';
import { commonCopy, peopleCopy } from '../../copy';
import type { ConflictField } from '../../features/Conflict';
import { PeoplePage } from '../../features/People';
import { ConfirmAction, useRecordList } from '../../features/RecordList';
import { fieldErrors, roleSchema } from '../../forms/rules';
import { paths } from '../../routes';

const t = peopleCopy.roles;

/** What a role's dialog saves. */
interface RoleValues {
  role: string;
  description: string;
}

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
  const byId = (id: string) => roles.data?.find((role) => role._id === id);
  const list = useRecordList<UserRole, RoleValues>({
    create: (values) => createUserRole(values),
    update: (role, values, baseVersion) => updateUserRole(role._id, { ...values, baseVersion }),
    remove: (role) => deleteUserRole(role._id),
    created: (values) => t.created(values.role),
    updated: (values) => t.updated(values.role),
    deleted: (role) => t.deleted(role.role),
    fields: roleFields,
  });

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
        <Button variant="primary" onClick={() => list.open({ kind: 'create' })}>
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
          if (role) list.open({ kind: 'edit', record: role });
        }}
        onDelete={(row) => {
          const role = byId(row._id);
          if (role) list.open({ kind: 'delete', record: role });
        }}
      />

      <NameDescriptionModal
        limits={fieldLimits.role}
        open={list.creating || Boolean(list.editing)}
        onOpenChange={(next) => (next ? undefined : list.close())}
        labels={{
          title: t.modal.title,
          name: t.modal.role,
          description: t.modal.description,
          submit: list.editing ? t.modal.update : t.modal.create,
        }}
        {...(list.editing
          ? { record: { name: list.editing.role, description: list.editing.description } }
          : {})}
        validate={(values) => fieldErrors(roleSchema, values)}
        error={list.saveError}
        notice={list.notice}
        onSubmit={(values) =>
          list.submit({ role: values.name.trim(), description: values.description.trim() })
        }
      />

      <ConfirmAction
        open={Boolean(list.deleting)}
        onOpenChange={(next) => (next ? undefined : list.close())}
        message={commonCopy.deleteItemConfirm}
        error={list.deleteError}
        onConfirm={list.confirmDelete}
      />
    </PeoplePage>
  );
}
