export { RecoveryCodesPanel, type RecoveryCodesPanelProps } from './RecoveryCodesPanel';
