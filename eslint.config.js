// ESLint runs only what neither Biome (biome.json) nor Oxlint (.oxlintrc.json, the rules that need TypeScript's type
// checker) can: the rules of the client's GraphQL documents, and the check that the client's texts go through the
// translator (docs/i18n.md#checks). Formatting and every other rule are Biome's (docs/testing.md#lint).
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import i18nextPlugin from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

/** The house names (/work/shared/STYLE.md): `<Component>_<prop>` fragments, operations ending in their kind. */
const documentNames = {
  VariableDefinition: 'camelCase',
  FragmentDefinition: { requiredPattern: /^[A-Z][\dA-Za-z]*_[a-z][\dA-Za-z]*$/ },
  'OperationDefinition[operation=query]': { style: 'PascalCase', requiredPattern: /Query$/ },
  'OperationDefinition[operation=mutation]': { style: 'PascalCase', requiredPattern: /Mutation$/ },
  'OperationDefinition[operation=subscription]': { style: 'PascalCase', requiredPattern: /Subscription$/ },
};

/** The attributes a person reads or hears: a literal there is a text to translate, like JSX text. */
const USER_VISIBLE_ATTRIBUTES = ['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label'];

/**
 * Calls whose string arguments are keys, not texts: the translators (`t`, and a namespace's `tAdmin`, `tQuizzes`...),
 * react-hook-form's `register(field)`, and the plugin's own defaults, which this list replaces. The rule runs without
 * type information (Oxlint has the type checker), so it cannot tell a key's literal type from a text.
 */
const KEY_TAKING_CALLEES = [
  'i18n(ext)?',
  't([A-Z]\\w*)?',
  'register',
  'require',
  'addEventListener',
  'removeEventListener',
  'postMessage',
  'getElementById',
  'dispatch',
  'commit',
  'includes',
  'indexOf',
  'endsWith',
  'startsWith',
];

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/data/', 'client/src/gql/', '**/bench/results/'] },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // Every text the client shows goes through i18next (docs/i18n.md): JSX text, and the attributes a person reads or
    // hears, written as a literal, are errors.
    files: ['client/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next: i18nextPlugin },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: USER_VISIBLE_ATTRIBUTES, exclude: [] },
          callees: { exclude: KEY_TAKING_CALLEES },
          message: 'a text shown to the reader must go through t() (docs/i18n.md)',
        },
      ],
      // The shared `*Messages` are the API's English, which the rule above cannot see inside an expression.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXExpressionContainer > MemberExpression[object.name=/Messages$/]',
          message: "a shared message is the API's English: show the client's translated text (docs/i18n.md)",
        },
      ],
    },
  },
  {
    // A `*Texts.ts` object is how features kept their texts before the translator: any literal left in one is a text
    // the reader sees untranslated.
    files: ['client/src/**/*Texts.ts'],
    plugins: { i18next: i18nextPlugin },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'all' }] },
  },
  {
    // The client's documents are `graphql(`…`)` calls: the processor hands each to the rules below as a .graphql file.
    files: ['client/src/**/*.{ts,tsx}'],
    processor: graphqlPlugin.processor,
  },
  {
    files: ['client/src/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: {
        graphQLConfig: {
          // `@unmask` is Apollo Client's directive for data masking, not the schema's.
          schema: ['schema.graphql', 'directive @unmask(mode: String) on FRAGMENT_SPREAD'],
          documents: 'client/src/**/*.{ts,tsx}',
        },
      },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      '@graphql-eslint/naming-convention': ['error', documentNames],
    },
  },
);
