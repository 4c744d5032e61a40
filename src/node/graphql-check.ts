/**
 * The reference build's check of a GraphQL schema, for `docs-nav check`: it builds the schema
 * from its SDL with graphql-js (which refuses an unknown type, a type defined twice, a syntax
 * error, an empty document) and validates it (a missing Query type, an interface implemented
 * wrongly...), and its build stops on any error. graphql-js, the library the reference uses.
 * Node only: the elements never load it.
 */
import { buildSchema, validateSchema } from 'graphql';

/** Why the reference build refuses the schema `sdl`, or undefined. */
export async function graphqlProblem(sdl: string): Promise<string | undefined> {
  try {
    const errors = validateSchema(buildSchema(sdl));
    return errors.length ? errors.map((error) => error.message).join(' ') : undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
