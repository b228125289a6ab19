import { chakra, Stack, type StackProps } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { type ComponentProps, type ReactNode, useId } from 'react';

/**
 * Chakra's input look on a plain element. Chakra's `Input` is Ark's `Field.Input`, whose `Field` namespace also brings
 * Ark's field machinery and the textarea's autoresize (about 5 kB gzip): too much for the catalogue's filters, which
 * are part of /courses's start-up JS.
 */
export const FilterInput = chakra('input', inputRecipe);

interface FilterFieldProps extends Omit<StackProps, 'children'> {
  label: string;
  /** The control, given the id its label points at. */
  children: (id: string) => ReactNode;
}

/** A filter control under (or beside) its label, drawn like Chakra's field label. */
export function FilterField({ label, children, ...rootProps }: FilterFieldProps) {
  const id = useId();
  return (
    <Stack gap="1.5" {...rootProps}>
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium">
        {label}
      </chakra.label>
      {children(id)}
    </Stack>
  );
}

type SearchInputProps = Omit<ComponentProps<typeof FilterInput>, 'type' | 'onChange'> & {
  /** The text as typed. */
  onSearch: (text: string) => void;
};

/** A search box (the header's, a list's, a transcript's): it hands on the text as typed. */
export function SearchInput({ onSearch, ...input }: SearchInputProps) {
  return <FilterInput type="search" onChange={(event) => onSearch(event.currentTarget.value)} {...input} />;
}

interface SearchFieldProps extends Omit<StackProps, 'children' | 'onChange'> {
  label: string;
  placeholder: string;
  value: string;
  /** The text as typed. */
  onSearch: (text: string) => void;
}

/** A list's search box under its label. */
export function SearchField({ label, placeholder, value, onSearch, ...rootProps }: SearchFieldProps) {
  return (
    <FilterField label={label} {...rootProps}>
      {(id) => <SearchInput id={id} placeholder={placeholder} value={value} onSearch={onSearch} />}
    </FilterField>
  );
}

interface FilterSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Each option's value is also its text. */
  options: readonly (string | number)[];
  /** A first option with the empty value ('All categories'). */
  emptyOption?: string;
  size?: 'sm' | 'md';
}

/** A native select with the input's look: the platform's own picker, keyboard and screen-reader behaviour. */
export function FilterSelect({ id, value, onChange, options, emptyOption, size }: FilterSelectProps) {
  return (
    <FilterInput asChild appearance="auto" cursor="pointer" size={size}>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FilterInput>
  );
}
