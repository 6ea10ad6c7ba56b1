import styled from 'styled-components';

/** A whole-window screen that centres one panel: the bare pages that say one thing (/401, not found). */
export const CenteredScreen = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.space400};
`;

/** The centred panel: a narrow, centred column of heading, sentences and one way onward. */
export const CenteredPanel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space200};
  max-width: ${({ theme }) => theme.size.modalSmall};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fgMuted};
  }
`;
