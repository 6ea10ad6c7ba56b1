import styled from 'styled-components';
import { Checkbox } from '../Checkbox';
import { SearchBox } from '../SearchBox';

/**
 * What the tables of things a company enables (time zones, languages) share: the bar above them — a search box and
 * a Select All checkbox that is mixed while only some shown rows are on — and the Default radio of each row.
 */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200};
  margin-bottom: ${({ theme }) => theme.space.space200};
`;

export const DefaultRadio = styled.input.attrs({ type: 'radio' })`
  width: ${({ theme }) => theme.size.iconSmall};
  height: ${({ theme }) => theme.size.iconSmall};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.accentEmphasis};
  cursor: pointer;
`;

export function EnableTableBar({
  rows,
  search,
  query,
  onQueryChange,
  selectAll,
  onSelectAll,
  disabled,
}: {
  rows: readonly { enabled: boolean }[];
  search: string;
  query: string;
  onQueryChange: (query: string) => void;
  selectAll: string;
  /** Called with whether every shown row should be enabled. */
  onSelectAll: (enabled: boolean) => void;
  disabled: boolean;
}) {
  const enabledCount = rows.filter((row) => row.enabled).length;
  const all = rows.length > 0 && enabledCount === rows.length;
  return (
    <Bar>
      <SearchBox label={search} value={query} onValueChange={onQueryChange} />
      <Checkbox
        label={selectAll}
        checked={all ? true : enabledCount > 0 ? 'indeterminate' : false}
        disabled={disabled || rows.length === 0}
        onCheckedChange={() => onSelectAll(!all)}
      />
    </Bar>
  );
}
