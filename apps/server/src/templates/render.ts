/**
 * How stored template content is shown (sandboxed previews, the public page, preview mails): the rules live in
 * `@qone/domain/templates`, shared with the MSW fake.
 */
export {
  PREVIEW_CSP,
  PUBLIC_PAGE_CSP,
  previewDocument,
  publicPageDocument,
  textOf,
} from '@qone/domain/templates';
