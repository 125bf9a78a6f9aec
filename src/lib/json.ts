/** A value JSON carries as it is: what an island's props may hold (they are written into the page as JSON). */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/**
 * `T` where every value in it survives JSON as it is (an absent field may be `undefined`, which JSON leaves out);
 * anything else (a Date, a function, a Map) becomes `never` where it sits, so a value holding one does not fit.
 */
export type JsonOnly<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer U)[]
      ? readonly JsonOnly<U>[]
      : T extends object
        ? { [K in keyof T]: JsonOnly<T[K]> }
        : never;
