export { SecondStepForm, type SecondStepFormProps, type SecondStepMode } from './SecondStepForm';
