/**
 * Splits the browser tests into `--shard` halves of about equal time (scripts/test.ts runs the
 * halves side by side), where Jest's own split goes by a hash of the path and put both axe files
 * in one half. The weights are seconds from one run on two cores; a file not listed counts 5 s.
 * They only balance the halves: a stale number costs minutes, never a test.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const seconds = {
  'axe-routes.test.ts': 175,
  'axe-states.test.ts': 62,
  'private-links.test.ts': 40,
  'forms.test.ts': 47,
  'form-steps.test.ts': 52,
  'customer-page.test.ts': 42,
  'html-validity.test.ts': 39,
  'css-tokens.test.ts': 35,
  'content-editing.test.ts': 38,
  'content-publish.test.ts': 37,
  'quotes.test.ts': 35,
  'crawl.test.ts': 33,
  'owner-inbox.test.ts': 32,
  'dtf-order.test.ts': 27,
  'keyboard-windows.test.ts': 26,
  'hydration.test.ts': 24,
  'language.test.ts': 22,
  'catalog-items.test.ts': 20,
  'upload-form.test.ts': 19,
  'routes.test.ts': 15,
  'catalog-filters.test.ts': 11,
  'chat-widget.test.ts': 10,
  'keyboard-menus.test.ts': 9,
};

class BalancedSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const weight = (test) => seconds[path.basename(test.path)] ?? 5;
    const heaviestFirst = [...tests].sort((a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path));
    const loads = new Array(shardCount).fill(0);
    const shards = Array.from({ length: shardCount }, () => []);
    for (const test of heaviestFirst) {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest] += weight(test);
      shards[lightest].push(test);
    }
    return shards[shardIndex - 1];
  }
}

module.exports = BalancedSequencer;
