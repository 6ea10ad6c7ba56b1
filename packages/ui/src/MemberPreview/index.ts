export type { MemberPreviewProps, MemberPreviewSection } from './MemberPreview';
export { MemberPreview } from './MemberPreview';
