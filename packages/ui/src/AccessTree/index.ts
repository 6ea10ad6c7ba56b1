export type { AccessState, AccessTreeNode, AccessTreeProps } from './AccessTree';
export { AccessTree, accessState } from './AccessTree';
