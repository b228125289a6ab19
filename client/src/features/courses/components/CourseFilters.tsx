import { Stack } from '@chakra-ui/react';
import type { CatalogueSort } from '@coursehub/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FilterField, FilterInput, SearchField } from '../../../components/ui/filter-field';

export interface CategoryCount {
  category: string;
  count: number;
}

interface CourseFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
  /** The categories of the courses matching the search, each with its count. */
  facets: readonly CategoryCount[];
  sort: CatalogueSort | null;
  onSort: (value: CatalogueSort | null) => void;
  /** Whether a search is in force (the address's): relevance is an order only then, and the default. */
  searching: boolean;
}

/** The orders, in the order offered. */
const SORTS: readonly CatalogueSort[] = ['RELEVANCE', 'NEWEST', 'TITLE', 'MOST_LECTURES'];

interface Option {
  value: string;
  label: string;
}

/** A native select with the input's look, its options labelled apart from their values. */
function OptionSelect({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <FilterInput asChild appearance="auto" cursor="pointer">
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterInput>
  );
}

/** The category options: all, then each with its count; the chosen one stays even when the search matches none of it. */
function categoryOptions(t: TFunction<'courses'>, facets: readonly CategoryCount[], category: string): Option[] {
  const counted = facets.map((facet) => ({
    value: facet.category,
    label: t('filters.categoryCount', { category: facet.category, n: facet.count }),
  }));
  const missing = category && !facets.some((facet) => facet.category === category);
  return [
    { value: '', label: t('filters.allCategories') },
    ...(missing ? [{ value: category, label: t('filters.categoryCount', { category, n: 0 }) }] : []),
    ...counted,
  ];
}

/**
 * The catalogue's search box, category filter (with each category's count for the search) and order. The default
 * order (relevance with a search, newest without) is no choice of the reader's: picking it clears `sort`.
 */
export function CourseFilters({
  search,
  onSearch,
  category,
  onCategory,
  facets,
  sort,
  onSort,
  searching,
}: CourseFiltersProps) {
  const { t } = useTranslation('courses');
  const defaultSort: CatalogueSort = searching ? 'RELEVANCE' : 'NEWEST';
  const sorts = SORTS.filter((each) => searching || each !== 'RELEVANCE');
  const shownSort = sort && sorts.includes(sort) ? sort : defaultSort;
  return (
    <Stack role="search" direction={{ base: 'column', md: 'row' }} gap="4" w="full" maxW="4xl" mx="auto">
      <SearchField
        label={t('filters.search')}
        flex="2"
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onSearch={onSearch}
      />
      <FilterField label={t('filters.category')} flex="1">
        {(id) => (
          <OptionSelect id={id} value={category} options={categoryOptions(t, facets, category)} onChange={onCategory} />
        )}
      </FilterField>
      <FilterField label={t('filters.sortBy')} flex="1">
        {(id) => (
          <OptionSelect
            id={id}
            value={shownSort}
            options={sorts.map((value) => ({ value, label: t(`filters.sort.${value}`) }))}
            onChange={(value) => onSort(value === defaultSort ? null : (value as CatalogueSort))}
          />
        )}
      </FilterField>
    </Stack>
  );
}
