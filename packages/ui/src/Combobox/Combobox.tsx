import { type KeyboardEvent, type Ref, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { FieldLabel } from '../FormField/FormField';
import { boxStyles, controlHeight, focusRing } from '../FormField/inputStyles';
import { ChevronDownIcon } from '../Icon';

/** One choice of a combobox. */
export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  /** The visible label. */
  label: string;
  /** The chosen option's value ('' for the `any` choice, or none). */
  value: string;
  /** Called with the chosen option's value ('' for `any`). */
  onChange: (value: string) => void;
  /** The choices, in the order shown; typing narrows them to those whose label holds the text. */
  options: readonly ComboboxOption[];
  /** A first choice meaning "no choice" (value ''), e.g. "Anyone"; shown while the text is empty. */
  any?: string;
  /** Shown when no choice holds the typed text. */
  noResults?: string;
  ref?: Ref<HTMLInputElement>;
}

const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space50};
  min-width: 0;
`;

const InputWrap = styled.div`
  position: relative;
`;

const Input = styled.input<{ $invalid: boolean; $disabled: boolean }>`
  ${boxStyles}
  width: 100%;
  min-width: 0;
  height: ${({ theme }) => controlHeight(theme, 'medium')};
  padding: 0 ${({ theme }) => theme.space.space400} 0 ${({ theme }) => theme.space.space100};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  &:focus-visible {
    ${focusRing}
  }
`;

const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.space100};
  display: inline-flex;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.fgMuted};
  pointer-events: none;
`;

const List = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.zPopover};
  max-height: ${({ theme }) => theme.size.menuMaxHeight};
  margin: ${({ theme }) => theme.space.space50} 0 0;
  padding: ${({ theme }) => theme.space.space50};
  overflow-y: auto;
  list-style: none;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasOverlay};
  box-shadow: ${({ theme }) => theme.shadow.shadowOverlay};
`;

const Item = styled.li<{ $active: boolean; $selected: boolean }>`
  padding: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space100};
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  background: ${({ theme, $active }) => ($active ? theme.color.neutralSubtle : 'transparent')};
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.font.weightSemibold : theme.font.weightNormal)};
  overflow-wrap: anywhere;
  cursor: pointer;
`;

const Empty = styled.li`
  padding: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space100};
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
`;

/**
 * A labelled single choice from a long list with type-to-search (the WAI-ARIA combobox pattern, list autocomplete
 * with manual selection): the text box shows the choice; typing opens the list narrowed to the labels holding the
 * text; Down and Up move through it, Enter chooses, Escape closes and puts the choice's label back, as leaving the box
 * does. Alt+Down opens the list without typing.
 */
export function Combobox({
  label,
  value,
  onChange,
  options,
  any,
  noResults = uiCopy.common.noResults,
  ref,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const all = useMemo(
    () => (any === undefined ? options : [{ value: '', label: any }, ...options]),
    [any, options],
  );
  // The option just chosen, shown until the app hands its value back (an address change takes a render or two):
  // without it the box would show the old choice for a moment. Forgotten once the value is back, or on leaving.
  const [pending, setPending] = useState<ComboboxOption | null>(null);
  if (pending !== null && pending.value === value) setPending(null);
  const chosen =
    pending !== null && pending.value !== value ? pending : all.find((option) => option.value === value);
  const chosenLabel = chosen?.label ?? '';
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = text ?? '';
  const shown = useMemo(() => {
    const needle = typed.trim().toLowerCase();
    if (text === null || needle === '') return all;
    return options.filter((option) => option.label.toLowerCase().includes(needle));
  }, [all, options, text, typed]);
  const listRef = useRef<HTMLUListElement>(null);

  const close = () => {
    setOpen(false);
    setText(null);
  };
  const choose = (option: ComboboxOption | undefined) => {
    if (option) {
      setPending(option);
      onChange(option.value);
    }
    close();
  };
  const show = (index: number) => {
    setActive(index);
    setOpen(true);
    listRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open)
        return show(
          Math.max(
            0,
            shown.findIndex((option) => option.value === value),
          ),
        );
      if (!event.altKey) show(Math.min(last, active + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) show(Math.max(0, active - 1));
    } else if (event.key === 'Enter') {
      if (!open) return;
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape') {
      if (open || text !== null) event.preventDefault();
      close();
    }
  };

  const activeId = open && shown[active] ? `${id}-option-${active}` : undefined;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <InputWrap>
        <Input
          ref={ref}
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          value={text ?? chosenLabel}
          $invalid={false}
          $disabled={false}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          // The choice's label is selected, so typing replaces it (as tabbing in does).
          onFocus={(event) => event.currentTarget.select()}
          onClick={(event) => {
            event.currentTarget.select();
            if (open) close();
            else
              show(
                Math.max(
                  0,
                  all.findIndex((o) => o.value === value),
                ),
              );
          }}
          onBlur={() => {
            close();
            setPending(null);
          }}
        />
        <Chevron aria-hidden="true">
          <ChevronDownIcon />
        </Chevron>
      </InputWrap>
      <List id={listId} ref={listRef} role="listbox" aria-label={label} hidden={!open}>
        {shown.map((option, index) => (
          <Item
            key={option.value}
            id={`${id}-option-${index}`}
            data-index={index}
            role="option"
            aria-selected={option.value === value}
            $active={index === active}
            $selected={option.value === value}
            // Chosen on mouse down, before the box loses focus (which would close the list first).
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseMove={() => setActive(index)}
          >
            {option.label}
          </Item>
        ))}
        {shown.length === 0 ? <Empty role="presentation">{noResults}</Empty> : null}
      </List>
    </Field>
  );
}
Combobox.displayName = 'Combobox';
