import { type ClassType, Field, Int, ObjectType } from 'type-graphql';
import type { Connection, Edge, PageInfo } from '../../shared/pagination';

@ObjectType('PageInfo', { simpleResolvers: true, description: 'Where a page of a connection ends.' })
export class PageInfoType implements PageInfo {
  @Field(() => Boolean, { description: 'Whether rows follow this page: ask again with `after: endCursor`.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: "The last edge's cursor; null on an empty page." })
  endCursor!: string | null;
}

/**
 * The Relay connection type of a list of `node` (`<Name>Connection` with its `<Name>Edge`), for the answers of
 * shared/pagination.ts: `first` (1–100, 24 by default) rows after the opaque cursor `after`.
 */
export function connectionType<Node extends object>(name: string, node: ClassType<Node>) {
  @ObjectType(`${name}Edge`, { simpleResolvers: true })
  class EdgeType implements Edge<Node> {
    @Field(() => String, { description: 'Opaque: pass it as `after` for the rows that follow this one.' })
    cursor!: string;

    @Field(() => node)
    node!: Node;
  }

  @ObjectType(`${name}Connection`, { simpleResolvers: true, description: `A page of ${name} rows.` })
  class ConnectionType implements Connection<Node> {
    @Field(() => [EdgeType])
    edges!: EdgeType[];

    @Field(() => PageInfoType)
    pageInfo!: PageInfoType;

    @Field(() => Int, { description: 'Every row matching the arguments, on all pages.' })
    totalCount!: number;
  }

  return ConnectionType;
}
