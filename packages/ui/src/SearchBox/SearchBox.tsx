import {
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { FormField } from '../FormField';
import {
  BareInput,
  type ControlSize,
  InputBox,
  LeadingVisual,
  TrailingAction,
} from '../FormField/inputStyles';
import { SearchIcon, XIcon } from '../Icon';
import { IconButton } from '../IconButton';

export interface SearchBoxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'value' | 'defaultValue'> {
  /** Names the search box; shown above it only with `showLabel`. */
  label?: string;
  /** Shows the label above the box instead of keeping it for screen readers only. */
  showLabel?: boolean;
  /** The query (controlled). */
  value?: string;
  /** The initial query (uncontrolled). */
  defaultValue?: string;
  /** Called with the new query on typing, clearing or Escape. */
  onValueChange?: (value: string) => void;
  /** Control height from the theme: small 28, medium 36, large 44. */
  size?: ControlSize;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Class of the outer element, for layout. */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
  /** The input. */
  ref?: Ref<HTMLInputElement>;
}

const SearchInput = styled(BareInput)`
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

/** A search input with a leading icon and a clear button; Escape clears it too. Filters as the user types. */
export function SearchBox({
  label = uiCopy.searchBox.label,
  showLabel = false,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  onKeyDown,
  size = 'medium',
  clearLabel = uiCopy.searchBox.clear,
  disabled,
  className,
  style,
  id,
  placeholder,
  ref,
  ...rest
}: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const update = (next: string) => {
    setInner(next);
    onValueChange?.(next);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    update(event.target.value);
    onChange?.(event);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Escape' && current !== '' && !event.defaultPrevented) {
      // Only swallow Escape when it did something, so an enclosing dialog still closes on an empty box.
      event.preventDefault();
      event.stopPropagation();
      update('');
    }
  };
  const clear = () => {
    update('');
    inputRef.current?.focus();
  };
  return (
    <FormField
      label={label}
      hideLabel={!showLabel}
      disabled={disabled}
      controlId={id}
      className={className}
      style={style}
    >
      {(control) => (
        <InputBox $invalid={false} $disabled={Boolean(disabled)} $size={size}>
          <LeadingVisual>
            <SearchIcon />
          </LeadingVisual>
          <SearchInput
            ref={inputRef}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder ?? label}
            value={current}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
            {...rest}
            {...control}
          />
          {current !== '' && !disabled ? (
            <TrailingAction data-trailing-action="">
              <IconButton
                variant="invisible"
                size="small"
                icon={<XIcon />}
                aria-label={clearLabel}
                onClick={clear}
                disableTooltip
              />
            </TrailingAction>
          ) : null}
        </InputBox>
      )}
    </FormField>
  );
}
SearchBox.displayName = 'SearchBox';
