/**
 * A Parcel transformer (.parcelrc) for one file of Chakra UI: styled-system/system.js builds
 * the global style sheet (reset, globals and every token's CSS variable) eagerly when the
 * system is made, about a third of that work. On a prerendered page the browser never needs it:
 * the sheet is already in the page, and src/lib/theme.ts hands Chakra a reference to it. Here
 * `_global` becomes a getter that builds the sheet on first read (the owner's screens, drawn in
 * the browser, still read it). If Chakra's code changes shape, the build stops and says so.
 */
const { Transformer } = require('@parcel/plugin');

const systemFile = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const lazy =
  'let _globalSheet;\n  const _global = () => _globalSheet ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const field = /^(\s*)_global,$/m;

module.exports = new Transformer({
  async transform({ asset }) {
    if (!systemFile.test(asset.filePath)) return [asset];
    const code = await asset.getCode();
    if (!code.includes(eager) || !field.test(code))
      throw new Error(
        `scripts/parcel/chakra-lazy-global.cjs: ${asset.filePath} no longer builds _global as expected; update the transformer or remove it from .parcelrc`,
      );
    asset.setCode(code.replace(eager, lazy).replace(field, '$1get _global() { return _global(); },'));
    return [asset];
  },
});
