import { buttonOperations } from './buttons.js';
import { pageOperations } from './pages.js';
import { previewOperations } from './previews.js';
import { templateOperations } from './templates.js';
import { versionOperations } from './versions.js';

/** Default content templates: the list and CRUD, versions, previews, pages and their tracking codes, buttons. */
export const defaultsOperations = {
  ...templateOperations,
  ...versionOperations,
  ...previewOperations,
  ...pageOperations,
  ...buttonOperations,
};
