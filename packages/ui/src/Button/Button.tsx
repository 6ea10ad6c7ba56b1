import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Link } from '../layout-shared/links';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'invisible' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonStyleProps {
  /** Visual weight: one primary action per view; danger for destructive actions; link looks like a text link. */
  variant?: ButtonVariant;
  /** Control height from the theme: small 28, medium 36, large 44. */
  size?: ButtonSize;
  /** An icon (or other visual) before the label. */
  leadingVisual?: ReactNode;
  /** An icon (or other visual) after the label. */
  trailingVisual?: ReactNode;
  /** Stretches the button to the full width of its container. */
  block?: boolean;
}

export interface ButtonProps extends ButtonStyleProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** The label. */
  children?: ReactNode;
  /** Shows a spinner in place of the label (keeping the width), sets `aria-busy` and ignores clicks. */
  loading?: boolean;
  /** Disables the button. Prefer explaining nearby why an action is unavailable. */
  disabled?: boolean;
  /** The native button type; `button` by default so a button inside a form never submits by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** The button. */
  ref?: Ref<HTMLButtonElement>;
}

export interface LinkButtonProps extends ButtonStyleProps, AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The label. */
  children?: ReactNode;
  /** The destination. */
  href: string;
  /** The anchor. */
  ref?: Ref<HTMLAnchorElement>;
}

type Transient = { $variant: ButtonVariant; $size: ButtonSize; $block: boolean };

const heights = (theme: DefaultTheme, size: ButtonSize) =>
  ({ small: theme.size.controlSmall, medium: theme.size.controlMedium, large: theme.size.controlLarge })[
    size
  ];

const paddings = (theme: DefaultTheme, size: ButtonSize) =>
  ({ small: theme.space.space100, medium: theme.space.space200, large: theme.space.space250 })[size];

const fontSizes = (theme: DefaultTheme, size: ButtonSize) =>
  ({
    small: theme.fontSize.fontSize75,
    medium: theme.fontSize.fontSize100,
    large: theme.fontSize.fontSize200,
  })[size];

const variantStyles = {
  primary: css`
    color: ${({ theme }) => theme.color.fgOnEmphasis};
    background: ${({ theme }) => theme.color.accentEmphasis};
    border-color: ${({ theme }) => theme.color.accentEmphasis};
    box-shadow: ${({ theme }) => theme.shadow.shadowSmall};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.accentEmphasisHover};
      border-color: ${({ theme }) => theme.color.accentEmphasisHover};
    }
  `,
  secondary: css`
    color: ${({ theme }) => theme.color.fgDefault};
    background: ${({ theme }) => theme.color.canvasSubtle};
    border-color: ${({ theme }) => theme.color.borderDefault};
    box-shadow: ${({ theme }) => theme.shadow.shadowSmall};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.canvasInset};
      border-color: ${({ theme }) => theme.color.borderStrong};
    }
  `,
  danger: css`
    color: ${({ theme }) => theme.color.dangerFg};
    background: ${({ theme }) => theme.color.canvasSubtle};
    border-color: ${({ theme }) => theme.color.borderDefault};
    box-shadow: ${({ theme }) => theme.shadow.shadowSmall};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      color: ${({ theme }) => theme.color.fgOnEmphasis};
      background: ${({ theme }) => theme.color.dangerEmphasis};
      border-color: ${({ theme }) => theme.color.dangerEmphasis};
    }
    &:active:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.dangerEmphasisHover};
    }
  `,
  invisible: css`
    color: ${({ theme }) => theme.color.fgDefault};
    background: transparent;
    border-color: transparent;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.neutralSubtle};
    }
    &:active:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.neutralMuted};
    }
  `,
  link: css`
    color: ${({ theme }) => theme.color.accentFg};
    background: transparent;
    border-color: transparent;
    height: auto;
    min-height: 0;
    padding: 0;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      text-decoration: underline;
    }
  `,
};

const buttonStyles = css<Transient>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.space100};
  height: ${({ theme, $size }) => heights(theme, $size)};
  padding: 0 ${({ theme, $size }) => paddings(theme, $size)};
  border: ${({ theme }) => theme.size.borderWidth} solid transparent;
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  font-family: ${({ theme }) => theme.font.familyBody};
  font-size: ${({ theme, $size }) => fontSizes(theme, $size)};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing},
    color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};
  ${({ $variant }) => variantStyles[$variant]}

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.fgDisabled};
    background: ${({ theme, $variant }) =>
      $variant === 'invisible' || $variant === 'link' ? 'transparent' : theme.color.canvasSubtle};
    border-color: ${({ theme, $variant }) =>
      $variant === 'invisible' || $variant === 'link' ? 'transparent' : theme.color.borderMuted};
    box-shadow: none;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.space.space25};
  }
`;

const StyledButton = styled.button<Transient>`
  ${buttonStyles}
`;
const StyledLink = styled.a<Transient>`
  ${buttonStyles}
`;

const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  min-width: 0;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Visual = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: inherit;
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

function ButtonContent({
  leadingVisual,
  trailingVisual,
  children,
  loading = false,
}: Pick<ButtonProps, 'leadingVisual' | 'trailingVisual' | 'children' | 'loading'>) {
  return (
    <>
      <Content $hidden={loading}>
        {leadingVisual ? <Visual>{leadingVisual}</Visual> : null}
        {children !== undefined && children !== null ? <Label>{children}</Label> : null}
        {trailingVisual ? <Visual>{trailingVisual}</Visual> : null}
      </Content>
      {loading ? (
        <Busy>
          <Spinner size="small" srText={null} />
        </Busy>
      ) : null}
    </>
  );
}

ButtonContent.displayName = 'Button.Content';

/** A button for actions: submitting forms, opening dialogs, confirming or cancelling. */
export function Button({
  variant = 'secondary',
  size = 'medium',
  leadingVisual,
  trailingVisual,
  block = false,
  loading = false,
  type = 'button',
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      {...rest}
      aria-busy={loading || undefined}
      aria-disabled={loading || ariaDisabled || undefined}
      onClick={handleClick}
    >
      <ButtonContent leadingVisual={leadingVisual} trailingVisual={trailingVisual} loading={loading}>
        {children}
      </ButtonContent>
    </StyledButton>
  );
}
Button.displayName = 'Button';

/**
 * A link that looks like a button: for navigation (e.g. a card's “Go”), never for actions. It renders through the
 * kit's `Link`, so an app's `LinkProvider` (e.g. react-router) handles it like every other kit link.
 */
export function LinkButton({
  variant = 'secondary',
  size = 'medium',
  leadingVisual,
  trailingVisual,
  block = false,
  children,
  ref,
  ...rest
}: LinkButtonProps) {
  return (
    <StyledLink as={Link} ref={ref} $variant={variant} $size={size} $block={block} {...rest}>
      <ButtonContent leadingVisual={leadingVisual} trailingVisual={trailingVisual}>
        {children}
      </ButtonContent>
    </StyledLink>
  );
}
LinkButton.displayName = 'LinkButton';
