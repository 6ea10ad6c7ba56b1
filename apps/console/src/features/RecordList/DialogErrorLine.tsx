import styled from 'styled-components';

/** A failed change's text under a confirmation's message (the delete and reset confirmations). */
export const DialogErrorLine = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.space100};
  color: ${({ theme }) => theme.color.dangerFg};
`;
