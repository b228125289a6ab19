import { useTranslation } from 'react-i18next';
import { FilterField, FilterSelect } from '../../../../components/ui/filter-field';

/** Which year a dashboard panel shows (the sales chart, the revenue figures). */
export function YearSelect({
  year,
  years,
  onChange,
}: {
  year: number;
  years: number[];
  onChange: (y: number) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <FilterField label={t('year')} direction="row" align="center" gap="2">
      {(id) => (
        <FilterSelect
          id={id}
          size="sm"
          value={String(year)}
          options={years}
          onChange={(value) => onChange(Number(value))}
        />
      )}
    </FilterField>
  );
}
