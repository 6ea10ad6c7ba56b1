import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type BadgeVariant = 'neutral' | 'accent' | 'success' | 'attention' | 'danger';
export type BadgeSize = 'small' | 'medium';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The text: one or two words. */
  children: ReactNode;
  /** Colour role; never the only carrier of meaning, the text says it too. */
  variant?: BadgeVariant;
  /** Small fits table cells and card headers; medium stands alone. */
  size?: BadgeSize;
  /** Shows a coloured dot before the text. */
  dot?: boolean;
  /** The root element. */
  ref?: Ref<HTMLSpanElement>;
}

const palette = (theme: DefaultTheme, variant: BadgeVariant) =>
  ({
    neutral: { fg: theme.color.fgMuted, bg: theme.color.neutralSubtle, dot: theme.color.neutralEmphasis },
    accent: { fg: theme.color.accentFg, bg: theme.color.accentSubtle, dot: theme.color.accentEmphasis },
    success: { fg: theme.color.successFg, bg: theme.color.successSubtle, dot: theme.color.successEmphasis },
    attention: {
      fg: theme.color.attentionFg,
      bg: theme.color.attentionSubtle,
      dot: theme.color.attentionEmphasis,
    },
    danger: { fg: theme.color.dangerFg, bg: theme.color.dangerSubtle, dot: theme.color.dangerEmphasis },
  })[variant];

const Root = styled.span<{ $variant: BadgeVariant; $size: BadgeSize }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space50};
  min-height: ${({ theme, $size }) => ($size === 'small' ? theme.size.iconMedium : theme.space.space300)};
  max-width: 100%;
  padding: ${({ theme }) => theme.space.space25}
    ${({ theme, $size }) => ($size === 'small' ? theme.space.space75 : theme.space.space100)};
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  background: ${({ theme, $variant }) => palette(theme, $variant).bg};
  color: ${({ theme, $variant }) => palette(theme, $variant).fg};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  /* One line where it fits; where it does not (a long status in a narrow card) it wraps rather than spill out. */
  overflow-wrap: break-word;
  vertical-align: middle;
`;

const Dot = styled.span<{ $variant: BadgeVariant }>`
  flex-shrink: 0;
  width: ${({ theme }) => theme.space.space75};
  height: ${({ theme }) => theme.space.space75};
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  background: ${({ theme, $variant }) => palette(theme, $variant).dot};
`;

/** A small pill label for a state or category (e.g. a status, a count). */
export function Badge({
  children,
  variant = 'neutral',
  size = 'medium',
  dot = false,
  ref,
  ...rest
}: BadgeProps) {
  return (
    <Root ref={ref} $variant={variant} $size={size} {...rest}>
      {dot ? <Dot aria-hidden="true" $variant={variant} /> : null}
      {children}
    </Root>
  );
}
Badge.displayName = 'Badge';
