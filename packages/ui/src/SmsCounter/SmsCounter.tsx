import type { Ref } from 'react';
import styled from 'styled-components';

export interface SmsCounterLabels {
  /** The character count, e.g. `161/160`. */
  count: (characters: number, limit: number) => string;
  /** Said after the count when over the limit. */
  overLimit: string;
  /** The encoding and the number of messages, e.g. `GSM-7 · 1 message`. */
  encoding: (encoding: string, segments: number) => string;
  /** Introduces the characters that force UCS-2. */
  ucs2Because: string;
}

export interface SmsCounterProps {
  /** The message text, shown with the characters that force UCS-2 highlighted. */
  text: string;
  /** Characters as a person counts them. */
  characters: number;
  /** The most characters allowed, e.g. 160. */
  limit: number;
  /** `GSM-7`, or `UCS-2` when a character is outside the GSM alphabet. */
  encoding: 'GSM-7' | 'UCS-2';
  /** How many messages the text is sent as. */
  segments: number;
  /** The distinct characters that force UCS-2. */
  ucs2Characters: readonly string[];
  /** The counter's words. */
  labels: SmsCounterLabels;
  /** The id of the counter line, to link it to the text field with `aria-describedby`. */
  id?: string;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space150};
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Count = styled.span<{ $over: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme, $over }) => ($over ? theme.font.weightSemibold : theme.font.weightMedium)};
  color: ${({ theme, $over }) => ($over ? theme.color.dangerFg : theme.color.fgDefault)};
`;

const Text = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space150};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasSubtle};
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  mark {
    padding: 0 ${({ theme }) => theme.space.space25};
    border-radius: ${({ theme }) => theme.radius.radiusSmall};
    background: ${({ theme }) => theme.color.attentionSubtle};
    color: inherit;
    outline: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.attentionFg};
  }
`;

/**
 * The live count of an SMS: characters against the limit (`n/160`, marked when over), the encoding (GSM-7, or
 * UCS-2 once a character outside the GSM alphabet appears) with the number of messages it is sent as, and — for
 * UCS-2 — the text with the characters that forced it highlighted, so they can be replaced.
 */
export function SmsCounter({
  text,
  characters,
  limit,
  encoding,
  segments,
  ucs2Characters,
  labels,
  id,
  ref,
}: SmsCounterProps) {
  const over = characters > limit;
  const forcing = new Set(ucs2Characters);
  return (
    <Root ref={ref}>
      <Line id={id} aria-live="polite">
        <Count $over={over}>
          {labels.count(characters, limit)}
          {over ? ` — ${labels.overLimit}` : null}
        </Count>
        <span>{labels.encoding(encoding, segments)}</span>
      </Line>
      {ucs2Characters.length > 0 ? (
        <>
          <Line>{labels.ucs2Because}</Line>
          <Text>
            {[...text].map((character, index) =>
              forcing.has(character) ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: characters of a fixed text have no identity but their position
                <mark key={index}>{character}</mark>
              ) : (
                character
              ),
            )}
          </Text>
        </>
      ) : null}
    </Root>
  );
}
SmsCounter.displayName = 'SmsCounter';
