export { PersonalSettingsModal, type PersonalSettingsModalProps } from './PersonalSettingsModal';
