import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client (client preset), configured per Apollo Client 4's codegen guide:
 * fragment masking off (Apollo's own data masking is used instead, see client/src/app/apollo/apollo-client.d.ts),
 * `null` for nullable fields, `unknown` for unmapped scalars, non-optional `__typename` except on root types.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: './schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        // Trusted documents: each document carries `__meta__.hash`, the SHA-256 (hex, as Apollo's persisted-query
        // extension spells it) of its text in persisted-documents.json, the manifest the server answers those hashes
        // from (server/src/http/graphql/trusted-documents.ts).
        persistedDocuments: {
          hashAlgorithm: (document: string) => createHash('sha256').update(document).digest('hex'),
        },
      },
      config: {
        useTypeImports: true,
        // client-preset v6 spelling of `enumsAsTypes: true` (enums become string-literal unions, no runtime code).
        enumType: 'string-literal',
        enumsAsTypes: true,
        avoidOptionals: {
          field: true,
          inputValue: false,
          defaultValue: false,
        },
        defaultScalarType: 'unknown',
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        // Apollo Client data masking: fragment spreads are masked in operation types unless marked `@unmask`.
        inlineFragmentTypes: 'mask',
        customDirectives: { apolloUnmask: true },
        scalars: {
          DateTimeISO: 'string',
          Upload: 'File | Blob',
        },
      },
    },
  },
};

export default config;
