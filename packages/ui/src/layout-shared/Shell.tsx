import styled from 'styled-components';

/** The whole screen: top bar above, sidebar and page below. */
export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.canvasSubtle};
`;

/** Visually hidden until focused: the first Tab stop jumps past the navigation to the page. */
export const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.space100};
  left: ${({ theme }) => theme.space.space100};
  z-index: ${({ theme }) => theme.zIndex.zTooltip};
  padding: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space150};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasOverlay};
  box-shadow: ${({ theme }) => theme.shadow.shadowOverlay};
  color: ${({ theme }) => theme.color.accentFg};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  &:not(:focus) {
    clip-path: inset(50%);
    width: ${({ theme }) => theme.size.borderWidth};
    height: ${({ theme }) => theme.size.borderWidth};
    overflow: hidden;
    white-space: nowrap;
    padding: 0;
  }
`;

export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.zTopbar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space150};
  height: ${({ theme }) => theme.size.topbarHeight};
  padding: 0 ${({ theme }) => theme.space.space200};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  background: ${({ theme }) => theme.color.canvasDefault};
`;

export const Brand = styled.span`
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
  font-weight: ${({ theme }) => theme.font.weightBold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const TopBarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  margin-left: auto;
`;

export const Body = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  min-height: 0;
`;

export const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.space300};
  &:focus { outline: none; }
  @media (width < ${({ theme }) => theme.breakpoints.tablet}) {
    padding: ${({ theme }) => theme.space.space200};
  }
`;

Shell.displayName = 'Layout.Shell';
SkipLink.displayName = 'Layout.SkipLink';
TopBar.displayName = 'Layout.TopBar';
Brand.displayName = 'Layout.Brand';
TopBarEnd.displayName = 'Layout.TopBarEnd';
Body.displayName = 'Layout.Body';
Main.displayName = 'Layout.Main';
