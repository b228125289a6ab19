import { Stack } from '@chakra-ui/react';
import { FilterField, FilterInput, FilterSelect } from '../../../components/ui/filter-field';

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
      <FilterField label="Search" flex="2">
        {(id) => (
          <FilterInput
            id={id}
            type="search"
            placeholder="Title, description or instructor"
            value={search}
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
        )}
      </FilterField>
      <FilterField label="Category" flex="1">
        {(id) => (
          <FilterSelect
            id={id}
            value={category}
            options={categories}
            emptyOption="All categories"
            onChange={onCategory}
          />
        )}
      </FilterField>
    </Stack>
  );
}
