import styled from 'styled-components';

/**
 * The centred "nothing to show here" block that EmptyState and ErrorState share: a round visual, a title, a
 * muted text and room for actions. `$tone` colours the visual (neutral for empty, danger for errors).
 */
export const PlaceholderRoot = styled.div<{ $border?: boolean; $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.space300 : theme.space.space600)}
    ${({ theme }) => theme.space.space300};
  border: ${({ theme, $border }) => ($border ? `${theme.size.borderWidth} dashed ${theme.color.borderDefault}` : 'none')};
  border-radius: ${({ theme }) => theme.radius.radiusLarge};
  text-align: center;
`;

export const PlaceholderVisual = styled.div<{ $tone: 'neutral' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.space600};
  height: ${({ theme }) => theme.space.space600};
  margin-bottom: ${({ theme }) => theme.space.space100};
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSubtle : theme.color.neutralSubtle)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerFg : theme.color.fgMuted)};
`;

export const PlaceholderTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize300};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  color: ${({ theme }) => theme.color.fgDefault};
`;

export const PlaceholderText = styled.p`
  max-width: ${({ theme }) => theme.size.modalMedium};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  color: ${({ theme }) => theme.color.fgMuted};
  overflow-wrap: anywhere;
`;
