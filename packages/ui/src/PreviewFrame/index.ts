export { type PreviewDevice, PreviewFrame, type PreviewFrameProps } from './PreviewFrame';
