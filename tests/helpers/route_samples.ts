/** Route parameters that reach the handler: a registry form type, and 1 for ids. */
const SAMPLE_PARAMS: Record<string, string> = { type: 'press', document: 'manual' }

/** A concrete URL for a route pattern, so route-walking tests hit real handlers. */
export function sampleUrl(pattern: string) {
  if (pattern.endsWith('/tutors')) return pattern.replace(':type', 'ballboy')
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1')
}
