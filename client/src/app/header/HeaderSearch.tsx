import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchInput } from '../../components/ui/filter-field';

/** The address of the catalogue searched for `text` (its search is typo-corrected there), or the whole catalogue. */
export const catalogueSearchPath = (text: string) => {
  const search = text.trim();
  return search ? `/courses?${new URLSearchParams({ search })}` : '/courses';
};

/**
 * The header's course search: on Enter it opens /courses with the search in its address, where the catalogue runs it
 * (with its typo correction). On /courses it shows the search in force, so the two boxes agree.
 */
export function HeaderSearch(props: HTMLChakraProps<'form'>) {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const inForce = pathname === '/courses' ? (params.get('search') ?? '') : '';
  const [text, setText] = useState(inForce);
  useEffect(() => setText(inForce), [inForce]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(catalogueSearchPath(text));
  };

  return (
    <chakra.form role="search" aria-label={t('searchRegion')} onSubmit={onSubmit} {...props}>
      <SearchInput
        name="search"
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={text}
        onSearch={setText}
        rounded="full"
        bg="bg.subtle"
      />
    </chakra.form>
  );
}
