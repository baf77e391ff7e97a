/**
 * A Parcel transformer (.parcelrc) for react-router's build only, so that the minifier can drop
 * the components nothing uses (Form and all it pulls in: useSubmit, the form-data helpers;
 * HistoryRouter, ScrollRestoration, the data-router route renderer). Two edits:
 * - module-level `React.forwardRef(...)`, `React.memo(...)` and `React.createContext(...)`
 *   calls are marked pure, as most libraries mark them; unmarked, a call counts as a side
 *   effect and everything it references stays in every page's bundle;
 * - module-level `X.displayName = "…";` statements (names for React's developer tools only)
 *   are removed, since such an assignment keeps X alive as well.
 */
const { Transformer } = require('@parcel/plugin');

const reactRouterBuild = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const moduleLevelCall = /^((?:var|const|let) \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const moduleLevelDisplayName = /^\w+\.displayName = "[^"\n]*";$/gm;

module.exports = new Transformer({
  async transform({ asset }) {
    if (!reactRouterBuild.test(asset.filePath)) return [asset];
    const code = await asset.getCode();
    asset.setCode(code.replace(moduleLevelCall, '$1/* @__PURE__ */ $2').replace(moduleLevelDisplayName, ''));
    return [asset];
  },
});
