import type { OpenAPIV3_1 } from 'openapi-types';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface DocumentedCall {
  /** Upper case, as `inject` takes it. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/api/projects/{id}`. */
  path: string;
  op: OpenAPIV3_1.OperationObject;
}

/** Every call the OpenAPI document describes with one of `methods`: what the route sweeps go through. */
export function documentedCalls(doc: OpenAPIV3_1.Document, methods: readonly Method[]): DocumentedCall[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const op = item?.[method];
      return op ? [{ method: method.toUpperCase() as DocumentedCall['method'], path, op }] : [];
    }),
  );
}
