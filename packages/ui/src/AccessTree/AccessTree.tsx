import {
  type CustomHotkeysConfig,
  hotkeysCoreFeature,
  type ItemInstance,
  syncDataLoaderFeature,
  type TreeInstance,
} from '@headless-tree/core';
import { useTree } from '@headless-tree/react';
import { type Ref, useEffect, useMemo, useRef } from 'react';
import styled, { css } from 'styled-components';
import { CheckIcon, ChevronRightIcon, DashIcon } from '../Icon';
import { Spinner } from '../Spinner';

/** One row of the tree: a switch that is on (full access) or off (none), with rows under it shown while it is on. */
export interface AccessTreeNode {
  /** Unique in the tree. */
  id: string;
  /** The row's name; also what type-ahead matches. */
  label: string;
  /** A line under the name, e.g. what the access lets members do. */
  description?: string;
  /** Whether this row's own access is on. */
  checked: boolean;
  /** The rows under this one; shown only while this row is on (and expanded). */
  children?: readonly AccessTreeNode[];
  /** The row cannot be changed by this user (e.g. more access than they hold); a reason is told by `description`. */
  disabled?: boolean;
}

/** What a row's checkbox shows: off, on, or on with some of the rows under it off. */
export type AccessState = 'false' | 'true' | 'mixed';

/** A row's state from its own access and, when on, the states of the rows under it. */
export function accessState(node: AccessTreeNode): AccessState {
  if (!node.checked) return 'false';
  const children = node.children ?? [];
  if (children.length === 0) return 'true';
  return children.every((child) => accessState(child) === 'true') ? 'true' : 'mixed';
}

export interface AccessTreeProps {
  /** The top rows. */
  nodes: readonly AccessTreeNode[];
  /** Names the tree, e.g. "Access of Project managers". */
  'aria-label': string;
  /** Called when the user switches a row (Space, or a click on its box or name); the caller saves it. */
  onToggle: (node: AccessTreeNode, checked: boolean) => void;
  /** Rows being saved: they show a spinner. */
  pending?: readonly string[];
  /** Rows open when the tree first shows. */
  defaultExpanded?: readonly string[];
  /** Names the spinner of a row being saved, for screen readers. */
  savingLabel?: string;
  /** The tree element. */
  ref?: Ref<HTMLDivElement>;
}

const ROOT = '__access-tree-root__';
/** Type-ahead keeps the letters typed within this time as one search. */
const TYPEAHEAD_MS = 600;

const Tree = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.space50};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasDefault};
`;

const Row = styled.div<{ $level: number; $disabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.space100};
  min-height: ${({ theme }) => theme.size.controlMedium};
  padding: ${({ theme }) => theme.space.space75} ${({ theme }) => theme.space.space100};
  padding-left: calc(${({ theme }) => theme.space.space100} + ${({ $level }) => $level} * ${({ theme }) => theme.space.space300});
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  outline: none;
  user-select: none;
  &:hover {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.focusRingWidth} ${({ theme }) => theme.color.focusRing};
  }
`;

const Chevron = styled.span<{ $open: boolean; $hidden: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.iconMedium};
  height: ${({ theme }) => theme.size.iconMedium};
  color: ${({ theme }) => theme.color.fgMuted};
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
  transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
  transition: transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};
`;

const Box = styled.span<{ $state: AccessState; $disabled: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.iconMedium};
  height: ${({ theme }) => theme.size.iconMedium};
  box-sizing: border-box;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  color: ${({ theme }) => theme.color.fgOnEmphasis};
  ${({ theme, $state }) =>
    $state !== 'false' &&
    css`
      background: ${theme.color.accentEmphasis};
      border-color: ${theme.color.accentEmphasis};
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      opacity: 0.5;
    `}
`;

const Texts = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
  min-width: 0;
`;

const Name = styled.span`
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  line-height: ${({ theme }) => theme.size.iconMedium};
  overflow-wrap: anywhere;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
`;

/** Every node by id, and the ids of the rows under each (only while a row is on). */
function index(nodes: readonly AccessTreeNode[]) {
  const byId = new Map<string, AccessTreeNode>();
  const childIds = new Map<string, string[]>();
  const walk = (parent: string, list: readonly AccessTreeNode[]) => {
    childIds.set(
      parent,
      list.map((node) => node.id),
    );
    for (const node of list) {
      byId.set(node.id, node);
      walk(node.id, node.checked ? (node.children ?? []) : []);
    }
  };
  walk(ROOT, nodes);
  return { byId, childIds };
}

/**
 * The access of a permission group as a tree (the WAI-ARIA tree view pattern, by headless-tree): each row is on
 * (full) or off (none), the rows under one show only while it is on, and a row that is on with some rows under it
 * off shows as mixed (`aria-checked="mixed"`). Keyboard: Up/Down between visible rows, Right opens a row or moves
 * into it, Left closes it or goes to its parent, Home/End, typing a name's first letters moves there, and Space
 * or Enter switches the row that has focus, however focus got there. The caller saves each switch (`onToggle`) and
 * passes the new nodes back.
 */
export function AccessTree({
  nodes,
  'aria-label': ariaLabel,
  onToggle,
  pending = [],
  defaultExpanded = [],
  savingLabel,
  ref,
}: AccessTreeProps) {
  const data = useMemo(() => index(nodes), [nodes]);
  const latest = useRef({ data, onToggle });
  latest.current = { data, onToggle };
  const typed = useRef({ text: '', at: 0 });

  const toggle = (item: ItemInstance<AccessTreeNode>) => {
    const node = latest.current.data.byId.get(item.getId());
    if (!node || node.disabled) return;
    latest.current.onToggle(node, !node.checked);
  };

  const hotkeys: CustomHotkeysConfig<AccessTreeNode> = {
    // Right on a row without rows under it does nothing (it has nothing to open or move into).
    expandOrDown: {
      hotkey: 'ArrowRight',
      canRepeat: true,
      preventDefault: true,
      handler: (_event, tree) => {
        const item = tree.getFocusedItem();
        if (!item.isFolder()) return;
        if (item.isExpanded()) {
          tree.focusNextItem();
          tree.updateDomFocus();
        } else {
          item.expand();
        }
      },
    },
    customToggleAccess: {
      hotkey: 'Space',
      preventDefault: true,
      handler: (event, tree) => toggle(rowWithFocus(event, tree)),
    },
    // Enter is a tree item's default action (WAI-ARIA tree view): here, the same switch as Space.
    customToggleAccessEnter: {
      hotkey: 'Enter',
      preventDefault: true,
      handler: (event, tree) => toggle(rowWithFocus(event, tree)),
    },
    customTypeAhead: {
      hotkey: 'LetterOrNumber',
      canRepeat: true,
      handler: (event, tree) => typeAhead(tree, event.key),
    },
  };

  /**
   * The row the key was pressed on: focus can reach a row from outside the tree's own keys (a screen reader,
   * `element.focus()`), leaving the tree's idea of the focused row behind — the key acts on the row that has focus,
   * which becomes the tree's focused row too. (Following every focus event instead raced the tree's own moves.)
   */
  const rowWithFocus = (event: KeyboardEvent, tree: TreeInstance<AccessTreeNode>) => {
    const target = event.target instanceof Element ? event.target.closest('[data-row-id]') : null;
    const id = target?.getAttribute('data-row-id');
    const item = id ? tree.getItemInstance(id) : tree.getFocusedItem();
    if (!item.isFocused()) item.setFocused();
    return item;
  };

  /** Moves focus to the next visible row whose name starts with the letters typed so far. */
  const typeAhead = (tree: TreeInstance<AccessTreeNode>, key: string) => {
    const now = Date.now();
    const text = (now - typed.current.at < TYPEAHEAD_MS ? typed.current.text : '') + key.toLowerCase();
    typed.current = { text, at: now };
    const items = tree.getItems();
    const start = items.findIndex((item) => item.isFocused());
    // A repeated first letter cycles through the rows starting with it.
    const repeated = text.length > 1 && [...text].every((char) => char === text[0]);
    const wanted = repeated ? (text[0] ?? '') : text;
    const from = repeated || text.length === 1 ? start + 1 : start;
    for (let step = 0; step < items.length; step += 1) {
      const item = items[(from + step) % items.length];
      if (item?.getItemName().toLowerCase().startsWith(wanted)) {
        item.setFocused();
        tree.updateDomFocus();
        return;
      }
    }
  };

  const tree = useTree<AccessTreeNode>({
    rootItemId: ROOT,
    initialState: { expandedItems: [...defaultExpanded] },
    getItemName: (item) => item.getItemData()?.label ?? '',
    isItemFolder: (item) => (latest.current.data.childIds.get(item.getId())?.length ?? 0) > 0,
    dataLoader: {
      getItem: (id) => latest.current.data.byId.get(id) ?? { id, label: '', checked: false },
      getChildren: (id) => latest.current.data.childIds.get(id) ?? [],
    },
    hotkeys,
    features: [syncDataLoaderFeature, hotkeysCoreFeature],
  });

  // New nodes (a switch saved, a row hidden under one switched off): rebuild the visible rows from them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tree reads `data` through `latest`
  useEffect(() => {
    tree.rebuildTree();
  }, [data, tree]);

  const busy = new Set(pending);
  const containerProps = tree.getContainerProps(ariaLabel);
  return (
    <Tree
      {...containerProps}
      ref={(element: HTMLDivElement | null) => {
        containerProps.ref?.(element);
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
    >
      {tree.getItems().map((item) => {
        const node = item.getItemData();
        const state = accessState(node);
        const level = item.getItemMeta().level;
        const folder = item.isFolder();
        const { onClick: _expandOnClick, ...itemProps } = item.getProps();
        return (
          <Row
            key={item.getId()}
            {...itemProps}
            aria-selected={undefined}
            aria-checked={state}
            aria-disabled={node.disabled || undefined}
            aria-busy={busy.has(node.id) || undefined}
            // Named by its content (name, then description), which is what a sighted user reads.
            aria-label={undefined}
            $level={level}
            $disabled={Boolean(node.disabled)}
            onClick={() => {
              item.setFocused();
              toggle(item);
            }}
            data-row-id={item.getId()}
          >
            <Chevron
              $open={item.isExpanded()}
              $hidden={!folder}
              onClick={(event) => {
                event.stopPropagation();
                item.setFocused();
                if (item.isExpanded()) item.collapse();
                else item.expand();
              }}
            >
              <ChevronRightIcon />
            </Chevron>
            <Box $state={state} $disabled={Boolean(node.disabled)}>
              {state === 'true' ? <CheckIcon /> : state === 'mixed' ? <DashIcon /> : null}
            </Box>
            <Texts>
              <Name>{node.label}</Name>
              {node.description ? <Description>{node.description}</Description> : null}
            </Texts>
            {busy.has(node.id) ? <Spinner size="small" srText={savingLabel ?? null} /> : null}
          </Row>
        );
      })}
    </Tree>
  );
}
AccessTree.displayName = 'AccessTree';
