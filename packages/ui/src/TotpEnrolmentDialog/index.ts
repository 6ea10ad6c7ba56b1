export { groupInFours, TotpEnrolmentDialog, type TotpEnrolmentDialogProps } from './TotpEnrolmentDialog';
