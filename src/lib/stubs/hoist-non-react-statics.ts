/**
 * Stand-in for hoist-non-react-statics (aliased in package.json). Emotion imports it only for
 * `withTheme`, which we never use; the real one and its react-is cost about 1 KB brotli.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
