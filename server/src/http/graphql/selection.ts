import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields a resolver's answer is asked for at `path` below it (`['edges', 'node']`: each edge's
 * node), through fragments and inline fragments, whatever their type conditions and directives: a field under
 * `@skip` or another type's fragment counts as asked, so the set never misses a field the answer shows. Aliases are
 * named by their field.
 */
export function selectedFields(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  path: readonly string[],
): Set<string> {
  const names = new Set<string>();
  // A validated document has no fragment cycles (graphql-js's NoFragmentCyclesRule), so this ends.
  const visit = (selectionSet: SelectionSetNode | undefined, depth: number) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (depth === path.length) names.add(selection.name.value);
        else if (selection.name.value === path[depth]) visit(selection.selectionSet, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, depth);
      else visit(info.fragments[selection.name.value]?.selectionSet, depth);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, 0);
  return names;
}
