export { LogoField, type LogoFieldLabels, type LogoFieldProps } from './LogoField';
