/**
 * A compiler that compiles each schema object once per process, not once per route per app.
 * The contract's schemas are module constants, so a process that builds several apps (the
 * server tests build one per test file on a shared module graph) compiles each once; a running
 * product builds one app and gains nothing, loses nothing. Compiling the request and response
 * schemas was about two thirds of building an app (docs/decisions/0332-lean-test-databases.md).
 * Only for compilers whose result depends on the schema alone.
 */
export function oncePerSchema<S extends object, T>(compile: (schema: S) => T): (schema: S) => T {
  const compiled = new WeakMap<S, T>();
  return (schema) => {
    let result = compiled.get(schema);
    if (result === undefined) compiled.set(schema, (result = compile(schema)));
    return result;
  };
}
