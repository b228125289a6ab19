/**
 * The server and the client know a message by its English words, and answer it in another language with the same
 * values: a text with `{{name}}` values ('Must be at most {{max}} characters') is known by the pattern its filled-in
 * messages match.
 */
const VARIABLE = /{{\s*(\w+)\s*}}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface MessageTemplate {
  /** Matches the text with any values in their places, each value a group. */
  pattern: RegExp;
  /** The values' names, in the order of the pattern's groups. */
  names: string[];
}

/** The template of a text with values, or null for a fixed text (known by its words alone). */
export function messageTemplate(text: string): MessageTemplate | null {
  const variables = [...text.matchAll(VARIABLE)];
  if (variables.length === 0) return null;
  let source = '^';
  let from = 0;
  for (const variable of variables) {
    source += `${escapeRegExp(text.slice(from, variable.index))}(.+?)`;
    from = variable.index + variable[0].length;
  }
  source += `${escapeRegExp(text.slice(from))}$`;
  return { pattern: new RegExp(source, 'u'), names: variables.map((variable) => variable[1] ?? '') };
}
