/**
 * The console's English copy, one module per area so that a route's chunk carries only its own area's words
 * (import the area by name: `import { authCopy } from '../../copy'`). Every label and message is spelled exactly as
 * the product gives it, typos included. Words the UI kit's components say themselves are the kit's (`uiCopy`).
 */
export { activityCopy } from './activity';
export { authCopy } from './auth';
export { commonCopy } from './common';
export { contentCopy } from './content';
export { frameCopy } from './frame';
export { homeCopy } from './home';
export { languagesCopy } from './languages';
export { loginCopy } from './login';
export { passkeyCopy } from './passkeys';
export { peopleCopy } from './people';
export { secondStepCopy } from './secondStep';
export { securityCopy } from './security';
export { settingsCopy } from './settings';
export { validationCopy } from './validation';
