import type { Plugin } from 'vite';

/**
 * Leaves zod's JSON-Schema converter out of the browser bundle. The server needs it
 * (OpenAPI documents); the browser only parses. zod's schema classes reference the converter's
 * per-type processors, so tree-shaking cannot drop it: this swaps its two modules, for imports
 * from inside zod only, for stand-ins whose functions throw if ever called in the browser.
 */
const CONVERTER = /\/(json-schema-processors|to-json-schema)\.js$/;
const STAND_IN = '\0zod-without-json-schema';

const PROCESSORS = [
  'any',
  'array',
  'bigint',
  'boolean',
  'catch',
  'custom',
  'date',
  'default',
  'enum',
  'file',
  'function',
  'intersection',
  'lazy',
  'literal',
  'map',
  'nan',
  'never',
  'nonoptional',
  'null',
  'nullable',
  'number',
  'object',
  'optional',
  'pipe',
  'prefault',
  'promise',
  'readonly',
  'record',
  'set',
  'string',
  'success',
  'symbol',
  'templateLiteral',
  'transform',
  'tuple',
  'undefined',
  'union',
  'unknown',
  'void',
].map((type) => `${type}Processor`);
const FUNCTIONS = [
  ...PROCESSORS,
  'toJSONSchema',
  'initializeContext',
  'handleUnrepresentable',
  'processSchema',
  'extractDefs',
  'finalize',
];

const source = [
  "const absent = () => { throw new Error('JSON Schema conversion is not part of the browser build.'); };",
  ...FUNCTIONS.map((name) => `export const ${name} = absent;`),
  'export { processSchema as process };',
  'export const allProcessors = {};',
  // Read by schema introspection getters (minLength, format…), which the web app does not use.
  'export const aggregateChecks = () => ({});',
  'export const createToJSONSchemaMethod = () => absent;',
  'export const createStandardJSONSchemaMethod = () => absent;',
].join('\n');

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'charla-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (importer && /[\\/]node_modules[\\/]zod[\\/]/.test(importer) && CONVERTER.test(id)) return STAND_IN;
      return null;
    },
    load(id) {
      return id === STAND_IN ? source : null;
    },
  };
}
