/**
 * The YAML parser (js-yaml), as the chunk of its own the script-tag bundle loads it from (see
 * spec-files.ts, loadYaml): only a spec or document that is not JSON needs it.
 */
export { DEFAULT_SCHEMA, load } from 'js-yaml';
