import '@apollo/client';
import type { HttpLink } from '@apollo/client';
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';
import type { UploadOptions } from './uploadLink';

declare module '@apollo/client' {
  /** Data masking with GraphQL Codegen's masked operation types (Apollo Client 4 codegen guide). */
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}

  /** Typed operation context: HttpLink options plus `upload` for the multipart upload link. */
  export interface DefaultContext extends HttpLink.ContextOptions {
    upload?: UploadOptions;
  }
}
