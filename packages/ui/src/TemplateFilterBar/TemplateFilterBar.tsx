import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { SearchBox } from '../SearchBox';
import { Select, type SelectOption } from '../Select';

export interface FilterChoice {
  /** The visible label of the control. */
  label: string;
  /** The chosen option's value. */
  value: string;
  /** The options, in display order (values non-empty). */
  options: readonly SelectOption[];
  /** Called with the newly chosen value. */
  onChange: (value: string) => void;
}

export interface TemplateFilterBarProps {
  /** The free-text search: its label, query and change handler. */
  search: { label: string; value: string; onChange: (value: string) => void };
  /** The status filter, e.g. Show all statuses / Live / Draft. */
  status: FilterChoice;
  /** The order, e.g. Date ascending … Name descending. */
  sort: FilterChoice;
  /** Buttons at the end of the bar, e.g. "+ New" and "Translations". */
  actions?: ReactNode;
  /** Names the bar for screen readers (a `search` landmark). */
  'aria-label'?: string;
  /** The bar element. */
  ref?: Ref<HTMLDivElement>;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.space150};
`;

const Grow = styled.div`
  flex: 1 1 ${({ theme }) => theme.size.columnXLarge};
  min-width: ${({ theme }) => theme.size.columnLarge};
`;

const Fixed = styled.div`
  flex: 0 0 ${({ theme }) => theme.size.columnLarge};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.space100};
  margin-left: auto;
`;

/**
 * The filters above a template list: a search box, a status filter and a sort order, with the list's own buttons
 * at the end. Every control is labelled; the caller owns the values (e.g. kept in the URL and local storage).
 */
export function TemplateFilterBar({
  search,
  status,
  sort,
  actions,
  'aria-label': ariaLabel,
  ref,
}: TemplateFilterBarProps) {
  return (
    <Bar ref={ref} role="search" aria-label={ariaLabel}>
      <Grow>
        <SearchBox label={search.label} value={search.value} onValueChange={search.onChange} />
      </Grow>
      <Fixed>
        <Select
          label={status.label}
          options={status.options}
          value={status.value}
          onValueChange={status.onChange}
        />
      </Fixed>
      <Fixed>
        <Select label={sort.label} options={sort.options} value={sort.value} onValueChange={sort.onChange} />
      </Fixed>
      {actions ? <Actions>{actions}</Actions> : null}
    </Bar>
  );
}
TemplateFilterBar.displayName = 'TemplateFilterBar';
