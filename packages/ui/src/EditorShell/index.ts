export {
  type EditorDevice,
  type EditorDeviceSwitch,
  EditorShell,
  type EditorShellProps,
  type EditorTab,
} from './EditorShell';
