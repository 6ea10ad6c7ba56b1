import { type User, type UserListStatus, useApi } from '@qone/api-client';
import { accessWith, isWithin } from '@qone/domain/access';
import {
  ActionsMenu,
  AssignGroupModal,
  Button,
  EmptyState,
  InviteUserModal,
  LinkButton,
  Modal,
  SearchBox,
  SecondFactorBadge,
  Select,
  Skeleton,
  UserCard,
  UserGrid,
} from '@qone/ui';
import {
  type Dispatch,
  lazy,
  memo,
  type SetStateAction,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { LoadError } from '../../app/LoadError';
import { fieldLimits } from '../../app/limits';
import { useSession } from '../../app/session';
import { useAction } from '../../app/useAction';
import { useNow } from '../../app/useFormat';
import { peopleCopy } from '../../copy';
import { type ConflictField, RecordConflict, useConflictOn } from '../../features/Conflict';
import {
  actionsFor,
  cardMail,
  cardState,
  cardStatus,
  InvitedBy,
  PeoplePage,
  type UserAction,
} from '../../features/People';
import { ConfirmAction } from '../../features/RecordList';
import { fieldErrors, inviteSchema } from '../../forms/rules';
import { paths } from '../../routes';

/** A user's history: fetched with its code when a user's details open, not with the directory. */
const ActivitySection = lazy(async () => ({
  default: (await import('../../features/People/ActivitySection')).ActivitySection,
}));

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

/** What the invite dialog sends for one person. */
interface InviteValues {
  name: string;
  email: string;
  permissionGroupId: string;
}

const versionOf = (user: User) => user.version;

type Dialog =
  | { kind: 'invite' }
  | { kind: 'group' | 'delete' | 'reset' | 'resetSecondFactors' | 'signOut' | 'details'; user: User }
  | null;
/** The second-factor filter: everyone, or only users with or without one. */
type SecondFactorFilter = 'all' | 'set' | 'not-set';
const SECOND_FACTOR_FILTERS: readonly SecondFactorFilter[] = ['all', 'set', 'not-set'];

interface UserCardItemProps {
  user: User;
  sessionUserId: string | undefined;
  /** The user's access is within the caller's (the containment rule the server applies). */
  contained: boolean;
  onAct: (user: User, action: UserAction) => void;
}

/** One user's card with the actions its state allows; re-rendered only when its user (or the signed-in user) changes. */
const UserCardItem = memo(function UserCardItem({
  user,
  sessionUserId,
  contained,
  onAct,
}: UserCardItemProps) {
  const now = useNow()();
  const actions = actionsFor(user, now, sessionUserId, contained);
  return (
    <UserCard
      name={user.name}
      email={user.email}
      status={cardStatus(user, now)}
      mail={cardMail(user, now)}
      badge={
        user.status === 'verified' ? <SecondFactorBadge kinds={user.secondFactors} size="small" /> : null
      }
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
              variant={
                action === 'deleteUser' || action === 'deleteInvited' || action === 'resetSecondFactors'
                  ? 'danger'
                  : undefined
              }
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
  /** Whether a user's access is within the caller's. */
  isContained: (user: User) => boolean;
  onAct: (user: User, action: UserAction) => void;
  onInvite: () => void;
}

/**
 * The search, the state filter and the grid. Their state lives here, so that a keystroke re-renders them alone (not
 * the page's header and dialogs) and the search's request leaves sooner.
 */
const UserDirectory = memo(function UserDirectory({
  sessionUserId,
  isContained,
  onAct,
  onInvite,
}: UserDirectoryProps) {
  const { useSearchUsers } = useApi();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<UserListStatus | typeof ALL>(ALL);
  const [secondFactor, setSecondFactor] = useState<SecondFactorFilter>('all');
  const users = useSearchUsers({
    q,
    ...(status === ALL ? {} : { status }),
    ...(secondFactor === 'all' ? {} : { secondFactor }),
  });
  const renderCard = useCallback(
    (user: User) => (
      <UserCardItem user={user} sessionUserId={sessionUserId} contained={isContained(user)} onAct={onAct} />
    ),
    [sessionUserId, isContained, onAct],
  );
  const filtered = q.trim() !== '' || status !== ALL || secondFactor !== 'all';

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
        <Select
          label={t.secondFactorLabel}
          options={SECOND_FACTOR_FILTERS.map((value) => ({ value, label: t.secondFactorFilter[value] }))}
          value={secondFactor}
          onValueChange={(value) => setSecondFactor(value as SecondFactorFilter)}
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
                    setSecondFactor('all');
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

/** Whether an address is one of the company's users (not deleted), as the server judges an invitation's row. */
type ExistingUser = (email: string) => boolean;

/**
 * Reads the company's whole user list while the invite dialog is open (mounted only then, so the page itself never
 * loads it), and hands the invitation preview a check of its addresses.
 */
function KnownUsers({ onChange }: { onChange: Dispatch<SetStateAction<ExistingUser | undefined>> }) {
  const { useUsers } = useApi();
  const users = useUsers();
  useEffect(() => {
    if (!users.data) return;
    const emails = new Set(
      users.data.filter((user) => user.status !== 'deleted').map((user) => user.email.toLowerCase()),
    );
    onChange(() => (email: string) => emails.has(email.toLowerCase()));
  }, [users.data, onChange]);
  return null;
}

/**
 * User management: a card per user of the company in a virtualised grid that reads the server a page at a time
 * (search and state filter on the server, the previous search aborted on each keystroke), invitations one by one or
 * as a pasted list, and per card the actions its state allows (see the console README's table).
 */
export function UserManagementPage() {
  const { usePermissionGroups, useUser, useMutations } = useApi();
  const mutations = useMutations();
  const session = useSession();
  const now = useNow()();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [isExistingUser, setIsExistingUser] = useState<ExistingUser | undefined>(undefined);

  const groups = usePermissionGroups();
  const groupOptions = useMemo(
    () => (groups.data ?? []).map((group) => ({ value: group._id, label: group.name })),
    [groups.data],
  );

  // A group change refused because someone else changed the user meanwhile: the dialog shows a RecordConflict.
  const conflict = useConflictOn<User, number, User>(versionOf);
  const groupChanged = (user: User | undefined) =>
    user ? t.groupChanged(user.name, user.permissionGroupName ?? t.fallbackGroup) : undefined;

  const invite = useAction({
    run: (values: InviteValues) =>
      mutations.inviteUser({
        name: values.name.trim(),
        email: values.email.trim(),
        permissionGroupId: values.permissionGroupId,
      }),
    success: (_, values) => t.invited(values.email.trim()),
  });
  const inviteMany = useAction({
    run: async (permissionGroupId: string, rows: readonly { name: string; email: string }[]) =>
      (
        await mutations.inviteUsers({
          permissionGroupId,
          rows: rows.map((row) => ({ name: row.name.trim(), email: row.email.trim() })),
        })
      ).data,
  });
  const changeGroup = useAction({
    run: (user: User, permissionGroupId: string) =>
      conflict.save(user.version, async (baseVersion) => {
        const { data } = await mutations.updateUserPermissionGroup({
          _id: user._id,
          permissionGroupId,
          baseVersion,
        });
        return data;
      }),
    success: groupChanged,
  });
  const overwriteGroup = useAction({ run: conflict.overwrite, success: groupChanged });
  const remove = useAction({
    run: async (user: User) => {
      if (cardState(user, now) === 'verified') await mutations.deleteUser(user._id);
      else await mutations.deleteInvitedUser(user._id);
      return cardState(user, now);
    },
    success: (state, user) =>
      state === 'verified' ? t.deleted(user.email) : t.invitationDeleted(user.email),
  });
  const resetPassword = useAction({
    run: (user: User) => mutations.resetUserPassword(user._id, { password: '' }),
    success: () => peopleCopy.userPasswordReset,
  });
  const signOutEverywhere = useAction({
    run: (user: User) => mutations.signOutEverywhere(user._id),
    success: (answer) => answer.message,
  });
  const reinvite = useAction({
    run: (user: User) => mutations.reinviteUser(user._id),
    success: (_, user) => t.reinvited(user.email),
    failure: 'toast',
  });
  const resetSecondFactors = useAction({
    run: (user: User) => mutations.resetUserSecondFactors(user._id),
    success: (_, user) => t.secondFactorsReset(user.email),
  });
  const writes = [
    invite,
    inviteMany,
    changeGroup,
    overwriteGroup,
    remove,
    resetPassword,
    signOutEverywhere,
    resetSecondFactors,
  ];

  const open = (next: Dialog) => {
    for (const write of writes) write.reset();
    conflict.clear();
    setDialog(next);
  };
  const close = () => setDialog(null);

  const act = (user: User, action: UserAction) => {
    if (action === 'permissionGroup') open({ kind: 'group', user });
    else if (action === 'resetPassword') open({ kind: 'reset', user });
    else if (action === 'resetSecondFactors') open({ kind: 'resetSecondFactors', user });
    else if (action === 'signOutEverywhere') open({ kind: 'signOut', user });
    else if (action === 'deleteUser' || action === 'deleteInvited') open({ kind: 'delete', user });
    else if (action === 'activity' || action === 'view') open({ kind: 'details', user });
    else if (action === 'reinvite') reinvite.start(user);
  };

  // The directory and its cards get callbacks that stay the same for the page's whole life, so that the page's own
  // renders (a dialog opening or closing) re-render neither; only new answers change cards.
  const actLatest = useRef(act);
  actLatest.current = act;
  const onAct = useCallback((user: User, action: UserAction) => actLatest.current(user, action), []);
  const sessionUserId = session?.user._id;
  // The containment rule (@qone/domain/access), as the server applies it: a user whose group gives more than the
  // caller's is not offered what the server would refuse. Until the groups are read, nothing is held back.
  const me = useUser(sessionUserId);
  const myGroupId = me.data?.permissionGroupId;
  const isContained = useCallback(
    (user: User) => {
      const all = groups.data;
      if (!all || myGroupId === undefined) return true;
      const accessOf = (id: string | null | undefined) =>
        all.find((group) => group._id === id)?.access ?? accessWith(false);
      return isWithin(accessOf(user.permissionGroupId), accessOf(myGroupId));
    },
    [groups.data, myGroupId],
  );
  const openLatest = useRef(open);
  openLatest.current = open;
  const onInvite = useCallback(() => openLatest.current({ kind: 'invite' }), []);
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
      <UserDirectory
        sessionUserId={sessionUserId}
        isContained={isContained}
        onAct={onAct}
        onInvite={onInvite}
      />

      {dialog?.kind === 'invite' ? <KnownUsers onChange={setIsExistingUser} /> : null}
      <InviteUserModal
        isExistingUser={isExistingUser}
        limits={fieldLimits.invitation}
        open={dialog?.kind === 'invite'}
        onOpenChange={(next) => (next ? open({ kind: 'invite' }) : close())}
        groups={groupOptions}
        labels={peopleCopy.inviteModal}
        validate={(values) => fieldErrors(inviteSchema, values)}
        error={invite.error ?? inviteMany.error}
        onInvite={invite.run}
        onInviteMany={inviteMany.run}
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
        error={changeGroup.error ?? overwriteGroup.error}
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
              onOverwrite={() => void overwriteGroup.run().then(close, () => undefined)}
              overwriting={conflict.overwriting}
            />
          ) : null
        }
        onSave={(permissionGroupId) =>
          selected ? changeGroup.run(selected, permissionGroupId) : Promise.resolve()
        }
      />

      <ConfirmAction
        open={dialog?.kind === 'delete'}
        onOpenChange={(next) => (next ? undefined : close())}
        message={selected ? peopleCopy.deleteUserConfirm(selected.email) : ''}
        error={remove.error}
        onConfirm={() => (selected ? remove.run(selected) : undefined)}
      />

      <ConfirmAction
        open={dialog?.kind === 'reset'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t.actions.resetPassword}
        variant="primary"
        confirmLabel={t.actions.resetPassword}
        message={selected ? t.resetConfirm(selected.email) : ''}
        error={resetPassword.error}
        onConfirm={() => (selected ? resetPassword.run(selected) : undefined)}
      />

      <ConfirmAction
        open={dialog?.kind === 'resetSecondFactors'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t.actions.resetSecondFactors}
        confirmLabel={t.actions.resetSecondFactors}
        message={selected ? t.resetSecondFactorsConfirm(selected.email) : ''}
        error={resetSecondFactors.error}
        onConfirm={() => (selected ? resetSecondFactors.run(selected) : undefined)}
      />

      <ConfirmAction
        open={dialog?.kind === 'signOut'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t.actions.signOutEverywhere}
        confirmLabel={t.actions.signOutEverywhere}
        message={selected ? t.signOutEverywhereConfirm(selected.name, selected.email) : ''}
        error={signOutEverywhere.error}
        onConfirm={() => (selected ? signOutEverywhere.run(selected) : undefined)}
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
              <InvitedBy userId={selected._id} />
              <dt>{t.secondFactorLabel}</dt>
              <dd>
                <SecondFactorBadge kinds={selected.secondFactors} size="small" />
              </dd>
            </Facts>
            <ActivityHeading>{peopleCopy.userDetails.activityTitle}</ActivityHeading>
            <Suspense fallback={<Skeleton variant="text" />}>
              <ActivitySection targetType="user" targetId={selected._id} targetLabel={selected.name} />
            </Suspense>
          </>
        ) : null}
      </Modal>
    </PeoplePage>
  );
}
