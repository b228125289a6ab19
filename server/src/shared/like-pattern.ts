/**
 * A `like`/`ilike` pattern matching `text` anywhere, with `%`, `_` and the escape character itself matched literally:
 * use it with `escape '\'`.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
