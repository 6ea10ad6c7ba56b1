import styled from 'styled-components';

/**
 * Text for screen readers only, hidden by one shared class: Radix's `VisuallyHidden` sets about ten inline style
 * properties on every instance, which costs measurably when a grid mounts dozens of cards at each search. The rules
 * are the same as Radix's.
 */
export const VisuallyHiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  word-wrap: normal;
  border: 0;
`;
