/** oidc-provider (a test-only dependency) ships no types; the helper uses a few of its calls. */
declare module 'oidc-provider' {
  const Provider: any
  export default Provider
}
