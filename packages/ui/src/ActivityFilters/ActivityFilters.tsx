import { type Ref, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Combobox } from '../Combobox';
import { uiCopy } from '../copy';
import { FieldLabel as Label } from '../FormField/FormField';
import { boxStyles, controlHeight, focusRing } from '../FormField/inputStyles';
import { ChevronDownIcon, ChevronRightIcon, XIcon } from '../Icon';
import { SearchBox } from '../SearchBox';

/** What the filters select; '' is "any". */
export interface ActivityFilterValue {
  /** The actor's id. */
  actor: string;
  /** The area. */
  area: string;
  /** The action. */
  action: string;
  /** The time range's preset. */
  range: string;
  /** The custom range's first day (YYYY-MM-DD), with `range` the custom preset. */
  from: string;
  /** The custom range's last day, included (YYYY-MM-DD). */
  to: string;
  /** The text searched in the names of targets and actors. */
  q: string;
}

/** A choice of a filter. */
export interface FilterOption {
  value: string;
  label: string;
}

/** Choices under a heading (the actions of one area). */
export interface FilterOptionGroup {
  label: string;
  options: readonly FilterOption[];
}

export interface ActivityFiltersLabels {
  /** Names the filter bar, and the button that shows it on phones, e.g. "Filters". */
  filters: string;
  actor: string;
  /** The actor's "any" choice, e.g. "Anyone". */
  anyActor: string;
  area: string;
  anyArea: string;
  action: string;
  anyAction: string;
  range: string;
  /** The custom range's date fields. */
  from: string;
  to: string;
  search: string;
  /** The target chip's caption, e.g. "Target". */
  target: string;
  /** Clears every filter. */
  clear: string;
}

export interface ActivityFiltersProps {
  /** The filters (controlled). */
  value: ActivityFilterValue;
  /** Called with the whole new value when a filter changes (the search text after `searchDelay`). */
  onChange: (value: ActivityFilterValue) => void;
  /** The people who may have acted. */
  actors: readonly FilterOption[];
  areas: readonly FilterOption[];
  /** The actions, grouped by area. */
  actions: readonly FilterOptionGroup[];
  /** The time range's presets (the first is "any time"). */
  ranges: readonly FilterOption[];
  /** The preset that shows two date fields. */
  customRange: string;
  /** One record the timeline is narrowed to, shown as a removable chip. */
  target?: { label: string; onRemove: () => void };
  labels: ActivityFiltersLabels;
  /** Clears every filter; the Clear button shows only with it and while a filter is set. */
  onClear?: () => void;
  /** Milliseconds the search waits after the last key before it filters. */
  searchDelay?: number;
  ref?: Ref<HTMLDivElement>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
`;

const PhoneToggle = styled.div`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: block;
  }
`;

const Fields = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.columnMedium}, 1fr));
  gap: ${({ theme }) => theme.space.space150};
  align-items: end;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Search = styled.div`
  grid-column: span 2;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-column: auto;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  min-width: 0;
`;

const NativeSelect = styled.select<{ $invalid: boolean; $disabled: boolean }>`
  ${boxStyles}
  width: 100%;
  min-width: 0;
  height: ${({ theme }) => controlHeight(theme, 'medium')};
  padding: 0 ${({ theme }) => theme.space.space100};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

const DateInput = styled.input<{ $invalid: boolean; $disabled: boolean }>`
  ${boxStyles}
  width: 100%;
  min-width: 0;
  height: ${({ theme }) => controlHeight(theme, 'medium')};
  padding: 0 ${({ theme }) => theme.space.space100};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  &:focus-visible {
    ${focusRing}
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  &:empty {
    display: none;
  }
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space50};
  max-width: 100%;
  padding: 0 0 0 ${({ theme }) => theme.space.space100};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.accentMuted};
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  background: ${({ theme }) => theme.color.accentSubtle};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  overflow-wrap: anywhere;
`;

const ChipRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.controlSmall};
  min-height: ${({ theme }) => theme.size.controlSmall};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.radiusPill};
  background: none;
  color: ${({ theme }) => theme.color.fgDefault};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.accentMuted};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.focusRing};
  }
`;

function Choice({
  label,
  any,
  value,
  onChange,
  options,
  groups,
}: {
  label: string;
  any?: string;
  value: string;
  onChange: (value: string) => void;
  options?: readonly FilterOption[];
  groups?: readonly FilterOptionGroup[];
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        $invalid={false}
        $disabled={false}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {any === undefined ? null : <option value="">{any}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
    </Field>
  );
}

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <DateInput
        id={id}
        type="date"
        value={value}
        $invalid={false}
        $disabled={false}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field>
  );
}

/** Whether any filter is set. */
export const hasActivityFilter = (value: ActivityFilterValue) =>
  Object.values(value).some((part) => part !== '');

/**
 * The filter bar of an activity timeline, controlled: actor, area, action (grouped by area), time range (presets,
 * and two date fields for a custom range), a debounced search, and the record the timeline is narrowed to as a
 * removable chip. It knows no address: the caller keeps the value (e.g. in the URL). Below the tablet breakpoint
 * the fields fold behind a "Filters" button.
 */
export function ActivityFilters({
  value,
  onChange,
  actors,
  areas,
  actions,
  ranges,
  customRange,
  target,
  labels,
  onClear,
  searchDelay = 300,
  ref,
}: ActivityFiltersProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value.q);
  const fieldsId = useId();
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  // The address (back button, Clear) may change the text: the box follows it.
  useEffect(() => setDraft(value.q), [value.q]);

  useEffect(() => {
    if (draft === latest.current.value.q) return;
    const timer = setTimeout(
      () => latest.current.onChange({ ...latest.current.value, q: draft }),
      searchDelay,
    );
    return () => clearTimeout(timer);
  }, [draft, searchDelay]);

  const set = (part: Partial<ActivityFilterValue>) => onChange({ ...value, ...part });
  const Chevron = open ? ChevronDownIcon : ChevronRightIcon;
  const filtered = hasActivityFilter(value) || target !== undefined;

  return (
    <Root ref={ref} role="group" aria-label={labels.filters}>
      <PhoneToggle>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={fieldsId}
          leadingVisual={<Chevron aria-hidden="true" />}
          onClick={() => setOpen(!open)}
        >
          {labels.filters}
        </Button>
      </PhoneToggle>
      <Fields id={fieldsId} $open={open}>
        <Search>
          <SearchBox label={labels.search} showLabel value={draft} onValueChange={setDraft} />
        </Search>
        {/* Type-to-search: a company may have hundreds of people who acted. */}
        <Combobox
          label={labels.actor}
          any={labels.anyActor}
          value={value.actor}
          options={actors}
          onChange={(actor) => set({ actor })}
        />
        <Choice
          label={labels.area}
          any={labels.anyArea}
          value={value.area}
          options={areas}
          onChange={(area) => set({ area, action: '' })}
        />
        <Choice
          label={labels.action}
          any={labels.anyAction}
          value={value.action}
          groups={actions}
          onChange={(action) => set({ action })}
        />
        <Choice
          label={labels.range}
          value={value.range}
          options={ranges}
          onChange={(range) => set(range === customRange ? { range } : { range, from: '', to: '' })}
        />
        {value.range === customRange ? (
          <>
            <DateField label={labels.from} value={value.from} onChange={(from) => set({ from })} />
            <DateField label={labels.to} value={value.to} onChange={(to) => set({ to })} />
          </>
        ) : null}
      </Fields>
      <Row>
        {target ? (
          <Chip>
            <span>
              {labels.target}: <strong>{target.label}</strong>
            </span>
            <ChipRemove
              type="button"
              aria-label={uiCopy.activityFilters.removeFilter(`${labels.target}: ${target.label}`)}
              onClick={target.onRemove}
            >
              <XIcon aria-hidden="true" />
            </ChipRemove>
          </Chip>
        ) : null}
        {onClear && filtered ? (
          <Button size="small" variant="invisible" onClick={onClear}>
            {labels.clear}
          </Button>
        ) : null}
      </Row>
    </Root>
  );
}
ActivityFilters.displayName = 'ActivityFilters';
