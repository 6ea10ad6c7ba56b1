import type { Ref } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';

export interface TranslationProgressLabels {
  /** Names the bar and says the count, e.g. `3 of 5 translated`. */
  progress: (translated: number, total: number) => string;
  /** The badge of segments to check, e.g. `2 need review`. */
  needsReview: (count: number) => string;
  /** Shown instead of a bar when there is nothing to translate. */
  nothingToTranslate: string;
}

export interface TranslationProgressProps {
  /** Segments with a translation. */
  translated: number;
  /** Segments in all. */
  total: number;
  /** Translated segments marked as to be checked. */
  needsReview: number;
  /** The words it says. */
  labels: TranslationProgressLabels;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  min-width: ${({ theme }) => theme.size.columnMedium};
`;

const Track = styled.div`
  flex: 1 1 auto;
  height: ${({ theme }) => theme.space.space75};
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  background: ${({ theme }) => theme.color.neutralSubtle};
  overflow: hidden;
`;

const Fill = styled.div<{ $complete: boolean }>`
  height: 100%;
  background: ${({ theme, $complete }) => ($complete ? theme.color.successEmphasis : theme.color.accentEmphasis)};
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  color: ${({ theme }) => theme.color.fgMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** How far a text's translation is: a bar with `translated / total`, and a badge for segments that need review. */
export function TranslationProgress({
  translated,
  total,
  needsReview,
  labels,
  ref,
}: TranslationProgressProps) {
  if (total === 0) {
    return (
      <Root ref={ref}>
        <Count>{labels.nothingToTranslate}</Count>
      </Root>
    );
  }
  const share = Math.min(1, translated / total);
  return (
    <Root ref={ref}>
      <Track
        role="progressbar"
        aria-label={labels.progress(translated, total)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={translated}
      >
        <Fill $complete={translated >= total} style={{ width: `${share * 100}%` }} />
      </Track>
      <Count aria-hidden="true">
        {translated} / {total}
      </Count>
      {needsReview > 0 ? (
        <Badge size="small" variant="attention">
          {labels.needsReview(needsReview)}
        </Badge>
      ) : null}
    </Root>
  );
}
TranslationProgress.displayName = 'TranslationProgress';
