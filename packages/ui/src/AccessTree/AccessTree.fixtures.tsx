import { useState } from 'react';
import { AccessTree, type AccessTreeNode, type AccessTreeProps } from './AccessTree';

/** A made-up app's access tree for the stories and tests (internal): modules, sub-rights and per-panel rows. */
export function exampleAccess(panels = 2): AccessTreeNode[] {
  const panelRows = Array.from({ length: panels }, (_, n) => ({
    id: `panel-${n}`,
    label: `Panel ${n + 1}`,
    checked: n === 0,
    children: ['Join form', 'Export', 'Members', 'Financials'].map((field, f) => ({
      id: `panel-${n}-${f}`,
      label: field,
      checked: f < 2,
    })),
  }));
  return [
    {
      id: 'projects',
      label: 'Projects',
      checked: true,
      children: [
        { id: 'projects-settings', label: 'General settings', checked: true },
        { id: 'projects-defender', label: 'Research Defender', checked: false },
        { id: 'projects-delete', label: 'Delete projects', checked: true },
      ],
    },
    {
      id: 'surveys',
      label: 'Surveys',
      checked: true,
      children: [{ id: 'survey-designer', label: 'Survey Designer', checked: true }],
    },
    { id: 'scheduler', label: 'Scheduler', checked: false },
    {
      id: 'panels',
      label: 'Panels',
      checked: true,
      children: [{ id: 'create-panels', label: 'Create panels', checked: false }, ...panelRows],
    },
    {
      id: 'settings',
      label: 'Settings',
      description: 'People, groups and company settings',
      checked: false,
      children: [{ id: 'settings-hidden', label: 'Hidden while Settings is off', checked: true }],
    },
  ];
}

/** Switches a node's own access in a copy of the tree. */
function withToggled(nodes: readonly AccessTreeNode[], id: string, checked: boolean): AccessTreeNode[] {
  return nodes.map((node) =>
    node.id === id
      ? { ...node, checked }
      : node.children
        ? { ...node, children: withToggled(node.children, id, checked) }
        : node,
  );
}

/** The tree with its switches kept in state, as an app that saves them at once would. */
export function StatefulAccessTree(
  props: Omit<AccessTreeProps, 'nodes' | 'onToggle'> & {
    nodes?: AccessTreeNode[];
    onToggle?: AccessTreeProps['onToggle'];
  },
) {
  const [nodes, setNodes] = useState(props.nodes ?? exampleAccess());
  return (
    <AccessTree
      {...props}
      nodes={nodes}
      onToggle={(node, checked) => {
        props.onToggle?.(node, checked);
        setNodes((current) => withToggled(current, node.id, checked));
      }}
    />
  );
}
