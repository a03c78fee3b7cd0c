import type { z } from 'zod';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A published answer schema bound to the type the service returns: `answerSchema<OrderDto>()(schema)`
 * fails to compile when the schema and the type disagree, so the document cannot drift from the code.
 */
export function answerSchema<T>() {
  return <S extends z.ZodType>(
    schema: S,
    ..._mismatch: Same<z.output<S>, T> extends true ? [] : ['the schema does not describe this type']
  ): S => schema;
}
