import { type User, type UserListStatus, useApi } from '@qone/api-client';
import {
  ActionsMenu,
  AssignGroupModal,
  Button,
  ConfirmDialog,
  EmptyState,
  InviteUserModal,
  LinkButton,
  Modal,
  SearchBox,
  Select,
  UserCard,
  UserGrid,
  useToast,
} from '@qone/ui';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorText } from '../../app/errors';
import { LoadError } from '../../app/LoadError';
import { useSession } from '../../app/session';
import { useNow } from '../../app/useFormat';
import { peopleCopy } from '../../copy';
import { type ConflictField, isConflict, RecordConflict, useConflict } from '../../features/Conflict';
import {
  ActivitySection,
  actionsFor,
  cardMail,
  cardState,
  cardStatus,
  PeoplePage,
  type UserAction,
} from '../../features/People';
import { fieldErrors, inviteSchema } from '../../forms/rules';
import { paths } from '../../routes';

const t = peopleCopy.userManagement;

/** What a group change's conflict notice compares. */
const userGroupFields: ConflictField<User>[] = [
  { label: t.groupLabel, value: (user) => user.permissionGroupName ?? t.fallbackGroup },
];

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.space200};
  > :first-child {
    flex: 1 1 ${({ theme }) => theme.size.columnXLarge};
  }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.space100};
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  white-space: nowrap;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space200};
  margin: 0 0 ${({ theme }) => theme.space.space300};
  dt {
    color: ${({ theme }) => theme.color.fgMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const ActivityHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.space100};
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
`;

const ALL = 'all';
const STATUS_FILTERS: readonly UserListStatus[] = ['verified', 'invited', 'expired', 'deleted'];

type Dialog = { kind: 'invite' } | { kind: 'group' | 'delete' | 'reset' | 'details'; user: User } | null;

interface UserCardItemProps {
  user: User;
  sessionUserId: string | undefined;
  onAct: (user: User, action: UserAction) => void;
}

/** One user's card with the actions its state allows; re-rendered only when its user (or the signed-in user) changes. */
const UserCardItem = memo(function UserCardItem({ user, sessionUserId, onAct }: UserCardItemProps) {
  const now = useNow()();
  const actions = actionsFor(user, now, sessionUserId);
  return (
    <UserCard
      name={user.name}
      email={user.email}
      status={cardStatus(user, now)}
      mail={cardMail(user, now)}
      group={user.permissionGroupName ?? t.fallbackGroup}
      groupLabel={t.groupLabel}
      emailLabel={t.emailLabel}
      inactive={user.status === 'deleted'}
      headingLevel={2}
      actions={
        <ActionsMenu aria-label={t.actionsFor(user.email)}>
          {actions.map((action) => (
            <ActionsMenu.Item
              key={action}
              variant={action === 'deleteUser' || action === 'deleteInvited' ? 'danger' : undefined}
              onSelect={() => onAct(user, action)}
            >
              {t.actions[action]}
            </ActionsMenu.Item>
          ))}
        </ActionsMenu>
      }
    />
  );
});

interface UserDirectoryProps {
  sessionUserId: string | undefined;
  onAct: (user: User, action: UserAction) => void;
  onInvite: () => void;
}

/**
 * The search, the state filter and the grid. Their state lives here, so that a keystroke re-renders them alone (not
 * the page's header and dialogs) and the search's request leaves sooner.
 */
const UserDirectory = memo(function UserDirectory({ sessionUserId, onAct, onInvite }: UserDirectoryProps) {
  const { useSearchUsers } = useApi();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<UserListStatus | typeof ALL>(ALL);
  const users = useSearchUsers({ q, ...(status === ALL ? {} : { status }) });
  const renderCard = useCallback(
    (user: User) => <UserCardItem user={user} sessionUserId={sessionUserId} onAct={onAct} />,
    [sessionUserId, onAct],
  );
  const filtered = q.trim() !== '' || status !== ALL;

  return (
    <>
      <Toolbar>
        <SearchBox label={t.searchLabel} placeholder={t.searchPlaceholder} value={q} onValueChange={setQ} />
        <Select
          label={t.statusLabel}
          options={[
            { value: ALL, label: t.allStatuses },
            ...STATUS_FILTERS.map((value) => ({ value, label: t.statuses[value] })),
          ]}
          value={status}
          onValueChange={(value) => setStatus(value as UserListStatus | typeof ALL)}
        />
        <Count role="status">{users.total === undefined ? '' : t.total(users.total)}</Count>
      </Toolbar>

      <UserGrid
        aria-label={t.gridLabel}
        items={users.items ?? []}
        getKey={(user) => user._id}
        renderItem={renderCard}
        total={users.total}
        hasMore={users.hasMore}
        onLoadMore={users.loadMore}
        loadingMore={users.isLoadingMore}
        loading={users.isLoading}
        error={
          users.error ? (
            <LoadError read={{ error: users.error, mutate: users.revalidate }} title={t.loadError} />
          ) : undefined
        }
        empty={
          filtered ? (
            <EmptyState
              border
              headingLevel={2}
              title={t.noMatchTitle}
              text={t.noMatchText}
              action={
                <Button
                  onClick={() => {
                    setQ('');
                    setStatus(ALL);
                  }}
                >
                  {t.clearSearch}
                </Button>
              }
            />
          ) : (
            <EmptyState
              border
              headingLevel={2}
              title={t.emptyTitle}
              text={t.emptyText}
              action={
                <Button variant="primary" onClick={onInvite}>
                  {t.invite}
                </Button>
              }
            />
          )
        }
      />
    </>
  );
});

/**
 * User management: a card per user of the company in a virtualised grid that reads the server a page at a time
 * (search and state filter on the server, the previous search aborted on each keystroke), invitations one by one or
 * as a pasted list, and per card the actions its state allows (see the console README's table).
 */
export function UserManagementPage() {
  const { usePermissionGroups, useMutations } = useApi();
  const mutations = useMutations();
  const session = useSession();
  const now = useNow()();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const groups = usePermissionGroups();
  const groupOptions = useMemo(
    () => (groups.data ?? []).map((group) => ({ value: group._id, label: group.name })),
    [groups.data],
  );

  // A group change refused because someone else changed the user meanwhile: the dialog shows a RecordConflict.
  const conflict = useConflict<User>();

  const open = (next: Dialog) => {
    setFailure(null);
    conflict.clear();
    setDialog(next);
  };
  const close = () => setDialog(null);
  /** Runs a change; a refusal shows in the open dialog (and keeps it open). */
  const attempt = async <T,>(change: () => Promise<T>): Promise<T> => {
    setFailure(null);
    try {
      return await change();
    } catch (error) {
      if (!isConflict(error)) setFailure(errorText(error));
      throw error;
    }
  };

  const act = (user: User, action: UserAction) => {
    if (action === 'permissionGroup') open({ kind: 'group', user });
    else if (action === 'resetPassword') open({ kind: 'reset', user });
    else if (action === 'deleteUser' || action === 'deleteInvited') open({ kind: 'delete', user });
    else if (action === 'activity' || action === 'view') open({ kind: 'details', user });
    else if (action === 'reinvite') {
      mutations.reinviteUser(user._id).then(
        () => toast.toast({ title: t.reinvited(user.email), variant: 'success' }),
        (error: unknown) => toast.toast({ title: errorText(error), variant: 'danger' }),
      );
    }
  };

  // The directory and its cards get callbacks that stay the same for the page's whole life, so that the page's own
  // renders (a dialog opening or closing) re-render neither; only new answers change cards.
  const actLatest = useRef(act);
  actLatest.current = act;
  const onAct = useCallback((user: User, action: UserAction) => actLatest.current(user, action), []);
  const sessionUserId = session?.user._id;
  const onInvite = useCallback(() => {
    setFailure(null);
    setDialog({ kind: 'invite' });
  }, []);
  const selected = dialog && dialog.kind !== 'invite' ? dialog.user : null;
  const selectedMail = selected ? cardMail(selected, now) : undefined;

  return (
    <PeoplePage
      fixedMargin
      crumbs={[
        { label: peopleCopy.crumbs.home, href: paths.home },
        { label: peopleCopy.crumbs.setting, href: paths.companyOverview },
        { label: peopleCopy.crumbs.userManagement },
      ]}
      title={t.title}
      description={t.description}
      actions={
        <>
          <LinkButton href={paths.roles}>{t.manageRoles}</LinkButton>
          <Button variant="primary" onClick={onInvite}>
            {t.invite}
          </Button>
        </>
      }
    >
      <UserDirectory sessionUserId={sessionUserId} onAct={onAct} onInvite={onInvite} />

      <InviteUserModal
        open={dialog?.kind === 'invite'}
        onOpenChange={(next) => (next ? open({ kind: 'invite' }) : close())}
        groups={groupOptions}
        labels={peopleCopy.inviteModal}
        validate={(values) => fieldErrors(inviteSchema, values)}
        error={failure}
        onInvite={(values) =>
          attempt(async () => {
            await mutations.inviteUser({
              name: values.name.trim(),
              email: values.email.trim(),
              permissionGroupId: values.permissionGroupId,
            });
            toast.toast({ title: t.invited(values.email.trim()), variant: 'success' });
          })
        }
        onInviteMany={(permissionGroupId, rows) =>
          attempt(async () => {
            const answer = await mutations.inviteUsers({
              permissionGroupId,
              rows: rows.map((row) => ({ name: row.name.trim(), email: row.email.trim() })),
            });
            return answer.data;
          })
        }
      />

      <AssignGroupModal
        open={dialog?.kind === 'group'}
        onOpenChange={(next) => (next ? undefined : close())}
        groups={groupOptions}
        currentGroupId={selected?.permissionGroupId ?? null}
        labels={{
          ...peopleCopy.assignGroup,
          description: selected ? `${selected.name} · ${selected.email}` : '',
        }}
        error={failure}
        notice={
          dialog?.kind === 'group' && conflict.current ? (
            <RecordConflict
              current={conflict.current}
              base={dialog.user}
              fields={userGroupFields}
              onReload={() => {
                if (conflict.current) setDialog({ kind: 'group', user: conflict.current });
                conflict.clear();
              }}
              onOverwrite={() => void attempt(conflict.overwrite).then(close, () => undefined)}
              overwriting={conflict.overwriting}
            />
          ) : null
        }
        onSave={(permissionGroupId) =>
          attempt(async () => {
            if (!selected) return;
            // The toast is part of the save: an Overwrite runs it again.
            await conflict.save(selected.version, async (baseVersion) => {
              const { data } = await mutations.updateUserPermissionGroup({
                _id: selected._id,
                permissionGroupId,
                baseVersion,
              });
              toast.toast({
                title: t.groupChanged(data.name, data.permissionGroupName ?? t.fallbackGroup),
                variant: 'success',
              });
            });
          })
        }
      />

      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(next) => (next ? undefined : close())}
        message={
          <>
            {selected ? peopleCopy.deleteUserConfirm(selected.email) : ''}
            {failure ? <ErrorLine role="alert">{failure}</ErrorLine> : null}
          </>
        }
        onConfirm={() =>
          attempt(async () => {
            if (!selected) return;
            if (cardState(selected, now) === 'verified') {
              await mutations.deleteUser(selected._id);
              toast.toast({ title: t.deleted(selected.email), variant: 'success' });
            } else {
              await mutations.deleteInvitedUser(selected._id);
              toast.toast({ title: t.invitationDeleted(selected.email), variant: 'success' });
            }
          })
        }
      />

      <ConfirmDialog
        open={dialog?.kind === 'reset'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t.actions.resetPassword}
        variant="primary"
        confirmLabel={t.actions.resetPassword}
        message={
          <>
            {selected ? t.resetConfirm(selected.email) : ''}
            {failure ? <ErrorLine role="alert">{failure}</ErrorLine> : null}
          </>
        }
        onConfirm={() =>
          attempt(async () => {
            if (!selected) return;
            await mutations.resetUserPassword(selected._id, { password: '' });
            toast.toast({ title: peopleCopy.userPasswordReset, variant: 'success' });
          })
        }
      />

      <Modal
        open={dialog?.kind === 'details'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={selected?.name ?? ''}
        size="large"
      >
        {selected ? (
          <>
            <Facts>
              <dt>{t.emailLabel}</dt>
              <dd>{selected.email}</dd>
              <dt>{t.statusLabel}</dt>
              <dd>{cardStatus(selected, now).label}</dd>
              {selectedMail ? (
                <>
                  <dt>{t.mailLabel}</dt>
                  <dd>
                    {selectedMail.label}: {selectedMail.detail}
                  </dd>
                </>
              ) : null}
              <dt>{t.groupLabel}</dt>
              <dd>{selected.permissionGroupName ?? t.fallbackGroup}</dd>
            </Facts>
            <ActivityHeading>{peopleCopy.userDetails.activityTitle}</ActivityHeading>
            <ActivitySection targetType="user" targetId={selected._id} targetLabel={selected.name} />
          </>
        ) : null}
      </Modal>
    </PeoplePage>
  );
}

const ErrorLine = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.space100};
  color: ${({ theme }) => theme.color.dangerFg};
`;
