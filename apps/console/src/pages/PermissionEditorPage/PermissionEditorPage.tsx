import { type AccessFlags, type PermissionGroupData, useApi } from '@qone/api-client';
import { ACCESS_FLAG_NAMES } from '@qone/domain/access';
import { AccessTree, type AccessTreeNode, MemberPreview, Skeleton } from '@qone/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { LoadError } from '../../app/LoadError';
import { useSession } from '../../app/session';
import { useAction } from '../../app/useAction';
import { useBreadcrumbs } from '../../app/useBreadcrumbs';
import { peopleCopy } from '../../copy';
import { type ConflictField, RecordConflict, useConflict } from '../../features/Conflict';
import {
  type AccessTarget,
  accessTreeNodes,
  memberSections,
  PeoplePage,
  targetName,
  targetOf,
  withTarget,
} from '../../features/People';
import { ActivitySection } from '../../features/People/ActivitySection';

const t = peopleCopy.editor;

/** What the conflict notice compares: the group's name and its top-level flags. */
const groupAccessFields: ConflictField<PermissionGroupData>[] = [
  { label: peopleCopy.groups.nameField, value: (group) => group.name },
  ...ACCESS_FLAG_NAMES.map((flag) => ({
    label: t.flags[flag],
    value: (group: PermissionGroupData) => group.access[flag],
  })),
];

/** Rows that cannot be switched while a refused switch waits for Reload or Overwrite. */
const frozen = (nodes: readonly AccessTreeNode[]): AccessTreeNode[] =>
  nodes.map((node) => ({
    ...node,
    disabled: true,
    ...(node.children ? { children: frozen(node.children) } : {}),
  }));

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(${({ theme }) => theme.size.columnLarge}, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.space300};
  @media (max-width: ${({ theme }) => theme.breakpoints.desktop}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
`;

const Help = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
`;

const Affects = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.space100};
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
`;

/** A switch being saved: the row, and the value it goes to. */
interface Pending {
  id: string;
  target: AccessTarget;
  value: boolean;
}

/**
 * The access editor of one permission group: its flags as a tree (each full or none; the rows under one shown only
 * while it is on), every switch saved at once through the contract's access update with an Undo in its toast and
 * kept after a reload; how many users it affects and what they will see.
 */
export function PermissionEditorPage() {
  const { id } = useParams();
  const theme = useTheme();
  const { usePermissionGroup, useUser, useMutations } = useApi();
  const group = usePermissionGroup(id);
  const session = useSession();
  // The caller's own group: nobody can give a row they do not have themselves.
  const me = useUser(session?.user._id);
  const ownGroup = usePermissionGroup(me.data?.permissionGroupId);
  const { updatePermissionGroup } = useMutations();
  const [pending, setPending] = useState<Pending[]>([]);
  const saving = useRef(Promise.resolve());
  // The group's version the next switch is based on: each saved switch answers the next one; a switch refused
  // because someone else changed the group meanwhile freezes the tree until Reload or Overwrite.
  const baseVersion = useRef<number | null>(null);
  const conflict = useConflict<PermissionGroupData>();
  const loaded = group.data;
  useEffect(() => {
    if (loaded && pending.length === 0) baseVersion.current = loaded.version;
  }, [loaded, pending.length]);

  const data = group.data;
  const access = useMemo<AccessFlags | undefined>(
    () =>
      data &&
      pending.reduce<AccessFlags>(
        (current, change) => withTarget(current, change.target, change.value),
        data.access,
      ),
    [data, pending],
  );

  /** Saves one switch (one request); switches are sent one after another, in the order they were made. */
  const queue = (groupData: PermissionGroupData, target: AccessTarget, value: boolean): Promise<void> => {
    const idOf = target.kind === 'flag' ? target.flag : `panel:${target.panelId}:${target.field}`;
    const change = { id: idOf, target, value };
    setPending((current) => [...current, change]);
    const body =
      target.kind === 'flag'
        ? { target: target.flag, id: groupData._id, value }
        : { target: 'panel' as const, panelId: target.panelId, field: target.field, value };
    const saved = saving.current.then(async () => {
      try {
        await conflict.save(baseVersion.current ?? groupData.version, async (version) => {
          const answer = await updatePermissionGroup(groupData._id, { ...body, baseVersion: version });
          baseVersion.current = answer.data.version;
        });
      } finally {
        setPending((current) => current.filter((entry) => entry !== change));
      }
    });
    saving.current = saved.catch(() => undefined);
    return saved;
  };
  const switched = (groupData: PermissionGroupData, target: AccessTarget, value: boolean) => {
    const name = targetName(target, groupData.panelList);
    return value ? t.turnedOn(name) : t.turnedOff(name);
  };
  // The switch a refusal (someone else changed the group meanwhile) left waiting for Overwrite.
  const refused = useRef<[PermissionGroupData, AccessTarget, boolean] | null>(null);
  const toggle = useAction({
    run: (groupData: PermissionGroupData, target: AccessTarget, value: boolean) => {
      refused.current = [groupData, target, value];
      return queue(groupData, target, value);
    },
    success: (_, groupData, target, value) => switched(groupData, target, value),
    undo: {
      label: t.undo,
      altText: t.undoAlt,
      run: (_, groupData, target, value) => queue(groupData, target, !value),
      done: (_, groupData, target) => t.undone(targetName(target, groupData.panelList)),
    },
    failure: 'toast',
  });
  const overwrite = useAction({
    run: async () => {
      await conflict.overwrite();
      return refused.current;
    },
    success: (again) => (again ? switched(...again) : undefined),
    failure: 'toast',
  });

  const nodes = useMemo<AccessTreeNode[]>(
    () =>
      data && access
        ? accessTreeNodes(access, data.avaialblePermissions, data.panelList, ownGroup.data?.access)
        : [],
    [data, access, ownGroup.data],
  );

  const title = data?.name ?? peopleCopy.groups.title;
  const crumbs = useBreadcrumbs(title);

  if (group.error) {
    return (
      <PeoplePage crumbs={crumbs} title={title}>
        <LoadError
          read={group}
          title={group.error.status === 404 ? t.notFound : t.loadError}
          retry={group.error.status !== 404}
        />
      </PeoplePage>
    );
  }

  return (
    <PeoplePage crumbs={crumbs} title={title} description={data?.description}>
      {data && access ? (
        <Columns>
          <Main>
            <Affects role="status">{t.affects(data.member)}</Affects>
            <Help>{t.treeHelp}</Help>
            {conflict.current ? (
              <RecordConflict
                current={conflict.current}
                base={data}
                fields={groupAccessFields}
                onReload={() => {
                  const current = conflict.current;
                  if (!current) return;
                  baseVersion.current = current.version;
                  conflict.clear();
                  void group.mutate(current, { revalidate: false });
                }}
                onOverwrite={() => overwrite.start()}
                overwriting={conflict.overwriting}
              />
            ) : null}
            <AccessTree
              aria-label={t.treeLabel(data.name)}
              nodes={conflict.current ? frozen(nodes) : nodes}
              pending={pending.map((change) => change.id)}
              savingLabel={t.saving}
              defaultExpanded={['projects', 'surveys', 'panels']}
              onToggle={(node, checked) => toggle.start(data, targetOf(node.id), checked)}
            />
            <section>
              <SectionTitle>{t.activityTitle}</SectionTitle>
              <ActivitySection targetType="permission-group" targetId={data._id} targetLabel={data.name} />
            </section>
          </Main>
          <Side>
            <MemberPreview
              title={t.preview.title}
              description={t.affects(data.member)}
              sections={memberSections(access, data.panelList)}
            />
          </Side>
        </Columns>
      ) : (
        <Skeleton
          variant="rectangle"
          height={theme.size.tableCompactMaxHeight}
          label={peopleCopy.groups.title}
        />
      )}
    </PeoplePage>
  );
}
