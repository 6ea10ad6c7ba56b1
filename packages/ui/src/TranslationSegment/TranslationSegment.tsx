import { type ReactNode, type Ref, useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { Badge } from '../Badge';
import { Checkbox } from '../Checkbox';
import { Textarea } from '../Textarea';

/** A piece of a text: words to translate, or a locked placeholder (a merge tag, markup). */
export type TranslationPart = { kind: 'text'; text: string } | { kind: 'placeholder'; text: string };

export interface TranslationSegmentLabels {
  /** Names the source column, e.g. `Source (English)`. */
  source: string;
  /** Names the target textarea, e.g. `Translation (German)`. */
  target: string;
  /** Names the row of placeholder buttons, e.g. `Placeholders to keep`. */
  placeholders: string;
  /** Names one placeholder button, e.g. `Insert {{firstName}}`. */
  insert: (placeholder: string) => string;
  /** Says a placeholder is missing from the translation. */
  missing: string;
  /** The needs-review checkbox. */
  needsReview: string;
}

export interface TranslationSegmentProps {
  /** Where the text comes from, e.g. `Subject`, `Text`. */
  context: ReactNode;
  /** The source text, split into words and locked placeholders. */
  source: readonly TranslationPart[];
  /** The translation (controlled). */
  value: string;
  /** Called with the new translation. */
  onValueChange: (value: string) => void;
  /** The placeholders the translation still lacks (shown as missing, and inserted on click). */
  missing?: readonly string[];
  /** Whether the translation is marked as to be checked. */
  needsReview: boolean;
  /** Called when the needs-review checkbox is toggled. */
  onNeedsReviewChange: (needsReview: boolean) => void;
  /** What is wrong with the translation (marks it invalid). */
  error?: ReactNode;
  /** The words it says. */
  labels: TranslationSegmentLabels;
  /** Disables editing (e.g. while saving). */
  disabled?: boolean;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div<{ $invalid: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.space200};
  padding: ${({ theme }) => theme.space.space200};
  border: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.dangerEmphasis : theme.color.borderDefault)};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasDefault};

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100};
  min-width: 0;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  color: ${({ theme }) => theme.color.fgMuted};
`;

const SourceText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const chip = css`
  display: inline-block;
  margin: 0 ${({ theme }) => theme.space.space25};
  padding: 0 ${({ theme }) => theme.space.space50};
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  background: ${({ theme }) => theme.color.accentSubtle};
  color: ${({ theme }) => theme.color.accentFg};
  overflow-wrap: anywhere;
`;

const Chip = styled.span`
  ${chip}
  user-select: all;
`;

const ChipButton = styled.button<{ $missing: boolean }>`
  ${chip}
  border: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme, $missing }) => ($missing ? theme.color.dangerEmphasis : 'transparent')};
  cursor: pointer;

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.focusRing};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space50};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  color: ${({ theme }) => theme.color.fgMuted};
`;

/**
 * One translatable text beside its translation: the source with its placeholders as locked chips, a textarea for
 * the translation, and the source's placeholders as buttons that insert themselves where the cursor is — those the
 * translation lacks are marked missing. A needs-review checkbox flags it for a second look. The caller checks the
 * translation and says what is wrong (`missing`, `error`).
 */
export function TranslationSegment({
  context,
  source,
  value,
  onValueChange,
  missing = [],
  needsReview,
  onNeedsReviewChange,
  error,
  labels,
  disabled = false,
  ref,
}: TranslationSegmentProps) {
  const sourceId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const placeholders = [
    ...new Set(source.filter((part) => part.kind === 'placeholder').map((part) => part.text)),
  ];
  // Where the translator last was in the textarea; before they have been in it, a placeholder goes at the end.
  const caret = useRef<{ start: number; end: number } | null>(null);
  const insert = (placeholder: string) => {
    const field = textarea.current;
    const start = Math.min(caret.current?.start ?? value.length, value.length);
    const end = Math.min(caret.current?.end ?? value.length, value.length);
    const at = start + placeholder.length;
    caret.current = { start: at, end: at };
    onValueChange(value.slice(0, start) + placeholder + value.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(at, at);
    });
  };
  return (
    <Root ref={ref} $invalid={Boolean(error)}>
      <Column>
        <Heading>
          <Badge size="small">{context}</Badge>
          <span>{labels.source}</span>
        </Heading>
        <SourceText id={sourceId}>
          {source.map((part, index) =>
            part.kind === 'placeholder' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity but their place
              <Chip key={index}>{part.text}</Chip>
            ) : (
              part.text
            ),
          )}
        </SourceText>
      </Column>
      <Column>
        <Textarea
          ref={textarea}
          label={labels.target}
          value={value}
          rows={Math.min(8, Math.max(2, Math.ceil(value.length / 60)))}
          disabled={disabled}
          error={error}
          aria-describedby={sourceId}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          onSelect={(event) => {
            caret.current = {
              start: event.currentTarget.selectionStart,
              end: event.currentTarget.selectionEnd,
            };
          }}
        />
        {placeholders.length > 0 ? (
          <Chips role="group" aria-label={labels.placeholders}>
            {placeholders.map((placeholder) => {
              const isMissing = missing.includes(placeholder);
              return (
                <ChipButton
                  key={placeholder}
                  type="button"
                  $missing={isMissing}
                  disabled={disabled}
                  aria-label={`${labels.insert(placeholder)}${isMissing ? ` (${labels.missing})` : ''}`}
                  onClick={() => insert(placeholder)}
                >
                  {placeholder}
                </ChipButton>
              );
            })}
          </Chips>
        ) : null}
        <Checkbox
          label={labels.needsReview}
          checked={needsReview}
          disabled={disabled}
          onCheckedChange={(checked) => onNeedsReviewChange(checked === true)}
        />
      </Column>
    </Root>
  );
}
TranslationSegment.displayName = 'TranslationSegment';
