import { describe, expect, it } from 'vitest';
import { inlineDocuments, PatternMismatchError, readDocuments } from './graphqlDocuments.ts';

const source = '\n  query MeQuery {\n    me { id }\n  }\n';
const literal = '{"kind":"Document","definitions":[]}';
const graphqlTs = `export const MeQueryDocument = ${literal} as unknown as DocumentNode<MeQueryQuery, MeQueryQueryVariables>;\n`;
const gqlTs = `const documents: Documents = {\n    ${JSON.stringify(source)}: types.MeQueryDocument,\n};\n`;

describe('readDocuments', () => {
  it("maps each document's source text to its generated literal", () => {
    expect(readDocuments(gqlTs, graphqlTs)).toEqual(new Map([[source, literal]]));
  });

  it('fails, naming the file and the pattern, when codegen output no longer matches', () => {
    const changedLiterals = () => readDocuments(gqlTs, `export const MeQueryDocument = ${literal};\n`);
    expect(changedLiterals).toThrow(PatternMismatchError);
    expect(changedLiterals).toThrow(/src\/gql\/graphql\.ts/);
    expect(changedLiterals).toThrow('as unknown as DocumentNode');
    expect(() => readDocuments(gqlTs.replace('types.', 'graphql.'), graphqlTs)).toThrow(/types\\\.\(\\w\+\).*gql\.ts/);
    expect(() => readDocuments(gqlTs.replace('MeQueryDocument', 'OtherDocument'), graphqlTs)).toThrow(
      /graphql\.ts \(the document OtherDocument\)/,
    );
  });
});

describe('inlineDocuments', () => {
  const documents = new Map([[source, literal]]);

  it('puts the document in place of a known call, keeping the line count, and reports unknown ones', () => {
    const code = `const A = graphql(\`${source}\`);\nconst B = graphql(\`\n  query Other { x }\n\`);\n`;
    const result = inlineDocuments(code, '/app/src/a.ts', documents);
    expect(result.replaced).toBe(1);
    expect(result.unknown).toEqual(['\n  query Other { x }\n']);
    expect(result.code).toBe(`const A = (${literal}\n\n\n\n);\nconst B = graphql(\`\n  query Other { x }\n\`);\n`);
  });

  it('fails, naming the file and the pattern, when a graphql(` call no longer matches', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: module text whose template has a substitution
    const code = 'const A = graphql(`query ${name} { x }`);\n';
    const call = () => inlineDocuments(code, '/app/src/features/a/documents.ts', documents);
    expect(call).toThrow(PatternMismatchError);
    expect(call).toThrow('/app/src/features/a/documents.ts');
    expect(call).toThrow(String(/\bgraphql\(`((?:[^`$]|\$(?!\{))*)`\)/g));
  });
});
