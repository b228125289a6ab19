import type { Em } from '../../shared/orm';

/**
 * The words of a search as the catalogue matches them: split on blanks, lower-cased (the 'simple' configuration's
 * lexemes are), with the quote and backslash dropped, which could end or escape a tsquery's quoted word.
 */
export function searchWords(search: string): string[] {
  return search
    .split(/\s+/)
    .map((word) => word.replace(/['\\]/g, '').toLowerCase())
    .filter(Boolean);
}

/**
 * Each word of a search that no course's title, instructor or category word begins with, replaced by the closest
 * word of the catalogue's vocabulary (course_search_words, kept by search-words.trigger.ts): among its 10 nearest by
 * trigrams (the GiST index answers these nearest first), the fewest edits, at most 1 for a word of 3 or 4 letters
 * and 2 from 5 on, then the word more courses have. Trigrams alone rank a swapped pair of letters far off ('raect'
 * shares 2 of its 6 with 'react'); the edit distance puts it back at 2. Shorter words are left as typed: too many
 * words are one edit from them. One statement, whatever the number of words.
 */
const CORRECTIONS = `
  select typed.word as typed, fix.word as corrected
  from json_array_elements_text(?::json) with ordinality as typed(word, position)
  left join lateral (
    select near.word from (
      select vocabulary.word, vocabulary.courses from course_search_words vocabulary
      where vocabulary.courses > 0
      order by vocabulary.word <-> typed.word limit 10
    ) near
    where length(typed.word) >= 3
      and not exists (
        select 1 from course_search_words known where known.courses > 0 and starts_with(known.word, typed.word)
      )
      and levenshtein(near.word, typed.word) <= case when length(typed.word) >= 5 then 2 else 1 end
    order by levenshtein(near.word, typed.word), near.courses desc, near.word
    limit 1
  ) fix on true
  order by typed.position`;

/** The search with its unknown words corrected, or null when none could be (or none needed it). */
export async function correctSearch(em: Em, search: string): Promise<string | null> {
  const words = searchWords(search);
  if (!words.length) return null;
  const rows = await em.execute<{ typed: string; corrected: string | null }[]>(CORRECTIONS, [JSON.stringify(words)]);
  if (!rows.some((row) => row.corrected)) return null;
  return rows.map((row) => row.corrected ?? row.typed).join(' ');
}
