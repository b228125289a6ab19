import { Field, Input, Stack, useFieldContext } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';

interface CourseFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
  categories: readonly string[];
}

/**
 * A native select styled by the input recipe and wired to its Field (label, ids). It spares registering the
 * nativeSelect recipe, which would weigh on the initial bundle of every page.
 */
function FieldSelect(props: {
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
}) {
  const field = useFieldContext();
  return (
    <Input asChild appearance="auto" cursor="pointer">
      <select {...field?.getSelectProps()} {...props} />
    </Input>
  );
}

/** Search box and category filter of the catalogue. */
export function CourseFilters({ search, onSearch, category, onCategory, categories }: CourseFiltersProps) {
  return (
    <Stack role="search" direction={{ base: 'column', md: 'row' }} gap="4" w="full" maxW="3xl" mx="auto">
      <Field.Root flex="2">
        <Field.Label>Search</Field.Label>
        <Input
          type="search"
          placeholder="Title, description or instructor"
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>Category</Field.Label>
        <FieldSelect value={category} onChange={(event) => onCategory(event.currentTarget.value)}>
          <option value="">All categories</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </FieldSelect>
      </Field.Root>
    </Stack>
  );
}
