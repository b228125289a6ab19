import { type CatalogueSort, catalogueVariables, sortParam } from '@coursehub/shared';
import { useMemo } from 'react';
import { useSearchParamsNow, useUrlSearch, withParam } from '../../../../components/hooks/useUrlSearch';

/**
 * /courses's search, filters and sort live in its address (`?search=react&category=Design&sort=title&language=hi`),
 * so a result can be shared and reloaded, and Back steps through the filters picked. The search box is useUrlSearch's
 * (its text goes there once typing stops for `delayMs`, replacing the entry); a category, language or sort picked adds
 * an entry.
 * `variables` are the catalogue query's, read from the address by the function the server inlines the first page with.
 */
export function useCatalogueParams(delayMs: number) {
  const address = useSearchParamsNow();
  const [params, setParams] = address;
  const variables = useMemo(() => catalogueVariables((name) => params.get(name)), [params]);
  const { text, onText } = useUrlSearch(delayMs, address);

  const update = (name: string, value: string | null) => setParams((current) => withParam(current, name, value));
  const onCategory = (category: string) => update('category', category || null);
  const onSort = (sort: CatalogueSort | null) => update('sort', sortParam(sort));
  const onLanguage = (language: string) => update('language', language || null);
  const onCaptionLanguage = (language: string) => update('captionLanguage', language || null);

  return { variables, text, onText, onCategory, onSort, onLanguage, onCaptionLanguage };
}
