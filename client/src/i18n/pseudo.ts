/**
 * Pseudo-localisation for layout tests: every letter accented and each text about 30% longer, inside brackets, so a
 * screen shows at a glance which text escaped the translator (it stays plain) and where a longer language would clip
 * or wrap. Placeholders (`{{count}}`), nesting (`$t(...)`) and markup tags (`<1>`) are kept as they are.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'ƥ',
  q: 'ʠ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Ƥ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+\/?>)/;
const PADDING = '·';

export function pseudoLocalise(text: string): string {
  const accented = text
    .split(KEPT)
    .map((part, index) => (index % 2 ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join('');
  const letters = text.replace(KEPT, '').length;
  return `[${accented}${PADDING.repeat(Math.ceil(letters * 0.3))}]`;
}

type Tree = { [key: string]: string | Tree };

/** A namespace's texts, each pseudo-localised. */
export function pseudoLocaliseTree(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoLocalise(value) : pseudoLocaliseTree(value),
    ]),
  );
}
