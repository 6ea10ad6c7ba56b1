import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { uiCopy } from '../copy';
import { AlertIcon, CheckCircleIcon, InfoIcon, XCircleIcon, XIcon } from '../Icon';
import { IconButtonBase } from '../IconButton/IconButtonBase';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Meaning and colour; danger and warning interrupt screen readers (role alert), the others wait (role status). */
  variant?: AlertVariant;
  /** A bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Buttons shown after the message (e.g. “Try again”). */
  actions?: ReactNode;
  /** Shows a close button that calls this; the caller removes the alert. */
  onDismiss?: () => void;
  /** Accessible name of the close button. */
  dismissLabel?: string;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const palette = (theme: DefaultTheme, variant: AlertVariant) =>
  ({
    info: { bg: theme.color.accentSubtle, bar: theme.color.accentEmphasis, icon: theme.color.accentFg },
    success: { bg: theme.color.successSubtle, bar: theme.color.successEmphasis, icon: theme.color.successFg },
    warning: {
      bg: theme.color.attentionSubtle,
      bar: theme.color.attentionEmphasis,
      icon: theme.color.attentionFg,
    },
    danger: { bg: theme.color.dangerSubtle, bar: theme.color.dangerEmphasis, icon: theme.color.dangerFg },
  })[variant];

const icons = { info: InfoIcon, success: CheckCircleIcon, warning: AlertIcon, danger: XCircleIcon };

const Root = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.space150};
  padding: ${({ theme }) => theme.space.space150} ${({ theme }) => theme.space.space200};
  border-left: ${({ theme }) => theme.space.space50} solid ${({ theme, $variant }) => palette(theme, $variant).bar};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme, $variant }) => palette(theme, $variant).bg};
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
`;

const Icon = styled.span<{ $variant: AlertVariant }>`
  display: inline-flex;
  flex-shrink: 0;
  /* Aligns the 16px icon with the first 21px text line. */
  margin-top: ${({ theme }) => theme.space.space25};
  color: ${({ theme, $variant }) => palette(theme, $variant).icon};
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space100};
  margin-top: ${({ theme }) => theme.space.space100};
`;

const Dismiss = styled.div`
  flex-shrink: 0;
  margin: calc(-1 * ${({ theme }) => theme.space.space50}) calc(-1 * ${({ theme }) => theme.space.space100}) 0 0;
`;

/** An inline message about the page or a form: information, success, a warning or an error. */
export function Alert({
  variant = 'info',
  title,
  children,
  actions,
  onDismiss,
  dismissLabel = uiCopy.alert.dismiss,
  role,
  ref,
  ...rest
}: AlertProps) {
  const VariantIcon = icons[variant];
  return (
    <Root
      ref={ref}
      role={role ?? (variant === 'danger' || variant === 'warning' ? 'alert' : 'status')}
      $variant={variant}
      {...rest}
    >
      <Icon $variant={variant}>
        <VariantIcon />
      </Icon>
      <Content>
        {title ? <Title>{title}</Title> : null}
        {children ? <div>{children}</div> : null}
        {actions ? <Actions>{actions}</Actions> : null}
      </Content>
      {onDismiss ? (
        <Dismiss>
          <IconButtonBase
            variant="invisible"
            size="small"
            icon={<XIcon />}
            aria-label={dismissLabel}
            onClick={onDismiss}
          />
        </Dismiss>
      ) : null}
    </Root>
  );
}
Alert.displayName = 'Alert';
