import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode, Ref } from 'react';
import styled from 'styled-components';

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

export interface TooltipProps {
  /** The tip's text: short, plain and never the only place an essential instruction lives. */
  content: ReactNode;
  /** The one focusable element the tip belongs to (it must accept a ref, as the kit's buttons do). */
  children: ReactElement;
  /** Preferred side of the trigger; it flips when there is no room. */
  side?: TooltipSide;
  /** Alignment along that side. */
  align?: 'start' | 'center' | 'end';
  /** Hover delay in milliseconds before the tip shows; focus shows it at once. */
  delayDuration?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the tip opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.zTooltip};
  max-width: ${({ theme }) => theme.size.cardMinWidth};
  padding: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space100};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.fgDefault};
  color: ${({ theme }) => theme.color.fgOnEmphasis};
  box-shadow: ${({ theme }) => theme.shadow.shadowMedium};
  font-family: ${({ theme }) => theme.font.familyBody};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  overflow-wrap: break-word;
  user-select: none;
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.color.fgDefault};
`;

/** A short text tip shown on hover and keyboard focus of its trigger, dismissed with Escape. */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = 400,
  open,
  defaultOpen,
  onOpenChange,
  ref,
}: TooltipProps) {
  return (
    // A provider per tip keeps the component self-contained: no app-level setup is needed.
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content ref={ref} side={side} align={align} sideOffset={6} collisionPadding={8}>
            {content}
            <Arrow width={10} height={5} />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
Tooltip.displayName = 'Tooltip';
