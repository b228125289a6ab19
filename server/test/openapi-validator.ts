import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { HttpMethod, OpenApiDocument, OperationObject } from '../src/http/rest/openapi';

/** Where the document is registered with Ajv; every schema is reached by a JSON pointer into it. */
const DOCUMENT_ID = 'https://coursehub.test/api/v1/openapi.json';

/** The document's own fields, which are not JSON Schema keywords: Ajv's strict mode is told to leave them be. */
const DOCUMENT_FIELDS = ['openapi', 'info', 'servers', 'tags', 'paths', 'components'];

const pointer = (...segments: string[]) =>
  segments.map((segment) => `/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * The OpenAPI document compiled by Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1, with ajv-formats for
 * `uuid`, `date-time`, `email`): each schema of an operation is validated where the document has it, its
 * `#/components/schemas/…` references resolved in the document itself.
 */
export function openApiValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addVocabulary(DOCUMENT_FIELDS);
  ajv.addSchema(doc, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();

  /** The schema at this JSON pointer, compiled once; throws when the pointer names none or it does not compile. */
  const validatorAt = (at: string): ValidateFunction => {
    let validate = compiled.get(at);
    if (!validate) {
      validate = ajv.getSchema(`${DOCUMENT_ID}#${at}`);
      if (!validate) throw new Error(`no schema at ${at}`);
      compiled.set(at, validate);
    }
    return validate;
  };

  /** The documented operation a request path (no query) falls under, with its path template. */
  const operation = (method: string, path: string): { template: string; operation: OperationObject } | undefined => {
    const template = Object.keys(doc.paths).find((candidate) =>
      new RegExp(`^${candidate.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
    );
    const found = template && doc.paths[template]?.[method.toLowerCase() as HttpMethod];
    return template && found ? { template, operation: found } : undefined;
  };

  /** Every schema the document holds (parameters, request bodies, responses), compiled: throws on the first bad one. */
  const compileAll = (): number => {
    let count = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item) as [HttpMethod, OperationObject][]) {
        op.parameters?.forEach((_parameter, index) => {
          validatorAt(pointer('paths', path, method, 'parameters', String(index), 'schema'));
          count++;
        });
        for (const type of Object.keys(op.requestBody?.content ?? {})) {
          validatorAt(pointer('paths', path, method, 'requestBody', 'content', type, 'schema'));
          count++;
        }
        for (const [status, response] of Object.entries(op.responses)) {
          for (const type of Object.keys(response.content ?? {})) {
            validatorAt(pointer('paths', path, method, 'responses', status, 'content', type, 'schema'));
            count++;
          }
        }
      }
    }
    return count;
  };

  /**
   * What is wrong with an answer, by the document: its status undocumented for the operation, or its JSON body
   * against the schema of that status (Ajv's errors, each with its instance path). Empty when it conforms.
   */
  const responseErrors = (method: string, path: string, status: number, body: unknown): string[] => {
    const found = operation(method, path);
    if (!found) return [`${method} ${path} is not documented`];
    const response = found.operation.responses[String(status)];
    if (!response) return [`${method} ${path} answered ${status}, not documented: ${JSON.stringify(body)}`];
    if (!response.content?.['application/json']) return [];
    const validate = validatorAt(
      pointer(
        'paths',
        found.template,
        method.toLowerCase(),
        'responses',
        String(status),
        'content',
        'application/json',
        'schema',
      ),
    );
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message} (${error.schemaPath})`,
    );
  };

  /** Validates one value against a schema at a pointer of the document (a component, say). */
  const errorsAt = (at: string, value: unknown): string[] => {
    const validate = validatorAt(at);
    return validate(value)
      ? []
      : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
  };

  return { operation, compileAll, responseErrors, errorsAt };
}

export type OpenApiValidator = ReturnType<typeof openApiValidator>;
