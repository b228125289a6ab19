import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { CatalogueSort } from '@coursehub/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FilterField, FilterInput, SearchField } from '../../../../components/ui/filter-field';
import { useFormat } from '../../../../i18n/format';
import { CourseLanguagesQuery } from '../documents';

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
  /** The language filters (BCP 47 tags, '' for none): taught or dubbed in, and captioned in. */
  language: string;
  onLanguage: (value: string) => void;
  captionLanguage: string;
  onCaptionLanguage: (value: string) => void;
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
 * A language filter's options: `all` (the empty value), then each language by its name in the reader's language, in
 * that language's order; the chosen one stays even when no course has it (an address shared before a course changed).
 */
function languageOptions(all: string, tags: readonly string[], chosen: string, name: (tag: string) => string) {
  const offered = chosen && !tags.includes(chosen) ? [...tags, chosen] : tags;
  const named = offered.map((tag) => ({ value: tag, label: name(tag) }));
  return [{ value: '', label: all }, ...named.sort((a, b) => a.label.localeCompare(b.label))];
}

/**
 * The catalogue's search box, then its filters: the category (with each category's count for the search), the
 * language (taught or dubbed in), the captions' language, and the order. The default order (relevance with a search,
 * newest without) is no choice of the reader's: picking it clears `sort`. The languages offered are the catalogue's
 * (courseLanguages), asked once; the four selects sit two by two on a phone, in one row from `md`.
 */
export function CourseFilters(props: CourseFiltersProps) {
  const { search, onSearch, category, onCategory, facets, sort, onSort, searching } = props;
  const { language, onLanguage, captionLanguage, onCaptionLanguage } = props;
  const { t } = useTranslation('courses');
  const format = useFormat();
  const languages = useQuery(CourseLanguagesQuery).data?.courseLanguages;
  const defaultSort: CatalogueSort = searching ? 'RELEVANCE' : 'NEWEST';
  const sorts = SORTS.filter((each) => searching || each !== 'RELEVANCE');
  const shownSort = sort && sorts.includes(sort) ? sort : defaultSort;
  return (
    <Stack role="search" gap="3" w="full" maxW="4xl" mx="auto">
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onSearch={onSearch}
      />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <FilterField label={t('filters.category')}>
          {(id) => (
            <OptionSelect
              id={id}
              value={category}
              options={categoryOptions(t, facets, category)}
              onChange={onCategory}
            />
          )}
        </FilterField>
        <FilterField label={t('filters.language')}>
          {(id) => (
            <OptionSelect
              id={id}
              value={language}
              options={languageOptions(
                t('filters.allLanguages'),
                languages?.languages ?? [],
                language,
                format.languageName,
              )}
              onChange={onLanguage}
            />
          )}
        </FilterField>
        <FilterField label={t('filters.captions')}>
          {(id) => (
            <OptionSelect
              id={id}
              value={captionLanguage}
              options={languageOptions(
                t('filters.anyCaptions'),
                languages?.captionLanguages ?? [],
                captionLanguage,
                format.languageName,
              )}
              onChange={onCaptionLanguage}
            />
          )}
        </FilterField>
        <FilterField label={t('filters.sortBy')}>
          {(id) => (
            <OptionSelect
              id={id}
              value={shownSort}
              options={sorts.map((value) => ({ value, label: t(`filters.sort.${value}`) }))}
              onChange={(value) => onSort(value === defaultSort ? null : (value as CatalogueSort))}
            />
          )}
        </FilterField>
      </SimpleGrid>
    </Stack>
  );
}
