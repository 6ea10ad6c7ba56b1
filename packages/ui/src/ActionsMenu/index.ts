export { ActionsMenu, type ActionsMenuProps } from './ActionsMenu';
