import { Field, Input, Stack } from '@chakra-ui/react';
import { FieldSelect } from '../../../components/ui/field-select';

interface CourseFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
  categories: readonly string[];
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
        <FieldSelect value={category} onChange={onCategory}>
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
