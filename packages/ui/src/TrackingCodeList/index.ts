export {
  type TrackingCodeItem,
  TrackingCodeList,
  type TrackingCodeListLabels,
  type TrackingCodeListProps,
} from './TrackingCodeList';
