import { sql } from 'kysely';
import type { Em } from '../../shared/orm';
import type { SearchWordTables } from './search-words.trigger';

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
function corrections(em: Em, words: string[]) {
  const typedWord = sql.ref<string>('typed.word');
  const distance = sql<number>`levenshtein(near.word, ${typedWord})`;
  return em
    .getKysely<SearchWordTables>()
    .selectFrom(
      sql<{
        word: string;
        position: number;
      }>`json_array_elements_text(${JSON.stringify(words)}::json) with ordinality`.as<'typed'>(
        sql`typed(word, position)`,
      ),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('course_search_words as vocabulary')
              .select(['vocabulary.word', 'vocabulary.courses'])
              .where('vocabulary.courses', '>', 0)
              .orderBy(sql`vocabulary.word <-> ${typedWord}`)
              .limit(10)
              .as('near'),
          )
          .select('near.word')
          .where(sql<number>`length(${typedWord})`, '>=', 3)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('course_search_words as known')
                  .select(sql.lit(1).as('one'))
                  .where('known.courses', '>', 0)
                  .where(sql<boolean>`starts_with(known.word, ${typedWord})`),
              ),
            ),
          )
          .where(distance, '<=', sql<number>`case when length(${typedWord}) >= 5 then 2 else 1 end`)
          .orderBy(distance)
          .orderBy('near.courses', 'desc')
          .orderBy('near.word')
          .limit(1)
          .as('fix'),
      (join) => join.onTrue(),
    )
    .select(['typed.word as typed', 'fix.word as corrected'])
    .orderBy('typed.position');
}

/** The search with its unknown words corrected, or null when none could be (or none needed it). */
export async function correctSearch(em: Em, search: string): Promise<string | null> {
  const words = searchWords(search);
  if (!words.length) return null;
  const rows = await corrections(em, words).execute();
  if (!rows.some((row) => row.corrected)) return null;
  return rows.map((row) => row.corrected ?? row.typed).join(' ');
}
