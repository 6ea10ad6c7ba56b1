export type { PasskeyListLabels, PasskeyListProps, PasskeyRow } from './PasskeyList';
export { PasskeyList } from './PasskeyList';
