export {
  ButtonSettingsForm,
  type ButtonSettingsFormProps,
  type ButtonSettingsLabels,
  type ButtonSettingsOptions,
  type ButtonSettingsValue,
} from './ButtonSettingsForm';
