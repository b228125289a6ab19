/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": typeof types.ChangePasswordMutationDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": typeof types.LoginMutationDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      success\n      message\n    }\n  }\n": typeof types.LogoutMutationDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": typeof types.RegisterMutationDocument,
    "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    avatarUrl\n    subscription {\n      status\n      active\n    }\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query MeQuery {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": typeof types.MeQueryDocument,
    "\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SubmitContactMutationDocument,
    "\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...SessionUser @unmask\n    }\n  }\n": typeof types.UpdateProfileMutationDocument,
    "\n  query ProfilePageQuery {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n      }\n    }\n  }\n": typeof types.ProfilePageQueryDocument,
};
const documents: Documents = {
    "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": types.ChangePasswordMutationDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": types.LoginMutationDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      success\n      message\n    }\n  }\n": types.LogoutMutationDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n": types.RegisterMutationDocument,
    "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    avatarUrl\n    subscription {\n      status\n      active\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  query MeQuery {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": types.MeQueryDocument,
    "\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      success\n      message\n    }\n  }\n": types.SubmitContactMutationDocument,
    "\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...SessionUser @unmask\n    }\n  }\n": types.UpdateProfileMutationDocument,
    "\n  query ProfilePageQuery {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n      }\n    }\n  }\n": types.ProfilePageQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePasswordMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutMutation {\n    logout {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutMutation {\n    logout {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {\n    register(input: $input, avatar: $avatar) {\n      message\n      user {\n        ...SessionUser @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    avatarUrl\n    subscription {\n      status\n      active\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    avatarUrl\n    subscription {\n      status\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeQuery {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n"): (typeof documents)["\n  query MeQuery {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactMutation($input: ContactInput!) {\n    submitContact(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...SessionUser @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileMutation($fullName: String!, $avatar: Upload) {\n    updateProfile(fullName: $fullName, avatar: $avatar) {\n      ...SessionUser @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePageQuery {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePageQuery {\n    me {\n      id\n      fullName\n      email\n      role\n      avatarUrl\n      subscription {\n        status\n        active\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;