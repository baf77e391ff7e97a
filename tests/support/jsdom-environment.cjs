/** jsdom lacks structuredClone, which RJSF 6 calls on every change (docs/architecture.md "Why the stack is set up as it is"). */
const JsdomEnvironment = require('jest-environment-jsdom').default;

module.exports = class extends JsdomEnvironment {
  async setup() {
    await super.setup();
    this.global.structuredClone = structuredClone;
    this.global.TextEncoder = TextEncoder;
    this.global.TextDecoder = TextDecoder;
  }
};
