import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { type NoticeTexts, withNotices } from './withNotices';

/** The `mutate` function `useMutation` gives for a document (`Mutate<typeof DeleteCourseMutation>`). */
export type Mutate<TDocument> =
  TDocument extends TypedDocumentNode<infer TData, infer TVariables extends OperationVariables>
    ? useMutation.MutationFunction<TData, TVariables>
    : never;

/**
 * The shape most mutation hooks share: `useMutation(document, options)`, and a call that runs `send(mutate, ...args)`
 * under its notices (`withNotices`) and resolves true when it succeeded. `send` throws to fail the call (a payload
 * with `success: false`); `texts` may depend on the call's arguments. Give `send` and `texts` from module scope, so the
 * call keeps its identity from render to render.
 */
export function useNoticedMutation<TData, TVariables extends OperationVariables, TArgs extends unknown[], T>(
  document: TypedDocumentNode<TData, TVariables>,
  texts: NoticeTexts<T> | ((...args: TArgs) => NoticeTexts<T>),
  send: (mutate: Mutate<TypedDocumentNode<TData, TVariables>>, ...args: TArgs) => Promise<T>,
  options?: useMutation.Options<TData, TVariables>,
) {
  const [mutate, result] = useMutation<TData, TVariables>(document, options);
  const call = useCallback(
    async (...args: TArgs): Promise<boolean> => {
      const callTexts = typeof texts === 'function' ? texts(...args) : texts;
      return (await withNotices(callTexts, () => send(mutate, ...args))).ok;
    },
    [mutate, texts, send],
  );
  return [call, result] as const;
}
