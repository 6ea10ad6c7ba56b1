import { VisuallyHidden } from 'radix-ui';
import type { HTMLAttributes, Ref } from 'react';
import styled, { css, keyframes } from 'styled-components';

export type SkeletonVariant = 'text' | 'rectangle' | 'circle';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Shape: lines of text, a block (cards, images, table rows) or a circle (avatars). */
  variant?: SkeletonVariant;
  /** Any CSS width (e.g. `'60%'`, a token); text lines and rectangles default to the full width. */
  width?: string;
  /** Any CSS height; defaults to one line of text, a control height for rectangles, an avatar for circles. */
  height?: string;
  /** Number of text lines; the last one is shorter, as real paragraphs are. */
  lines?: number;
  /** When set, the placeholder is a status announcing this text; otherwise it is hidden from screen readers. */
  label?: string;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Shape = styled.span<{ $variant: SkeletonVariant; $width?: string; $height?: string; $short: boolean }>`
  display: block;
  background-color: ${({ theme }) => theme.color.skeleton};
  background-image: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 0%,
    ${({ theme }) => theme.color.skeletonHighlight} 50%,
    ${({ theme }) => theme.color.skeleton} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  ${({ theme, $variant, $width, $height, $short }) => {
    if ($variant === 'circle') {
      const side = $width ?? $height ?? theme.space.space500;
      return css`
        width: ${side};
        height: ${$height ?? side};
        border-radius: ${theme.radius.radiusPill};
      `;
    }
    if ($variant === 'rectangle') {
      return css`
        width: ${$width ?? '100%'};
        height: ${$height ?? theme.size.controlMedium};
        border-radius: ${theme.radius.radiusMedium};
      `;
    }
    return css`
      width: ${$short ? '60%' : ($width ?? '100%')};
      height: ${$height ?? theme.fontSize.fontSize100};
      border-radius: ${theme.radius.radiusSmall};
      & + & {
        margin-top: ${theme.space.space100};
      }
    `;
  }}
`;

const Wrapper = styled.div`
  display: block;
`;

/** A grey placeholder with a soft shimmer, shown where content is still loading. */
export function Skeleton({ variant = 'text', width, height, lines = 1, label, ref, ...rest }: SkeletonProps) {
  const count = variant === 'text' ? Math.max(1, lines) : 1;
  return (
    <Wrapper ref={ref} {...(label ? { role: 'status' } : { 'aria-hidden': true })} {...rest}>
      {Array.from({ length: count }, (_, index) => (
        <Shape
          // Lines have no identity other than their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines never reorder
          key={index}
          aria-hidden="true"
          $variant={variant}
          $width={width}
          $height={height}
          $short={count > 1 && index === count - 1}
        />
      ))}
      {label ? <VisuallyHidden.Root>{label}</VisuallyHidden.Root> : null}
    </Wrapper>
  );
}
Skeleton.displayName = 'Skeleton';
