import type { components, operations } from './api-schema';

/** A type of the server's API, by its name in the OpenAPI document (generated into api-schema.ts). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query string of an operation of the API, by its operation id. */
export type ApiQuery<Operation extends keyof operations> = NonNullable<operations[Operation]['parameters']['query']>;
