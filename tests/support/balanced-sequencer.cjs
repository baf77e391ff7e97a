/**
 * Splits the browser tests into `--shard` halves of about equal time (scripts/test.ts runs the
 * halves side by side), where Jest's own split goes by a hash of the path and put both axe files
 * in one half. The weights are seconds from one `npm test` on two cores (all lanes running); a file not listed counts 5 s.
 * They only balance the halves: a stale number costs minutes, never a test.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const seconds = {
  'axe-routes.test.ts': 259,
  'html-validity.test.ts': 115,
  'content-publish.test.ts': 109,
  'axe-states.test.ts': 94,
  'content-editing.test.ts': 77,
  'crawl.test.ts': 65,
  'private-links.test.ts': 62,
  'quotes.test.ts': 59,
  'keyboard-windows.test.ts': 59,
  'owner-inbox.test.ts': 57,
  'form-steps.test.ts': 57,
  'forms.test.ts': 57,
  'customer-page.test.ts': 52,
  'hydration.test.ts': 39,
  'dtf-order.test.ts': 38,
  'gang-sheet.test.ts': 30,
  'language.test.ts': 36,
  'catalog-items.test.ts': 36,
  'routes.test.ts': 35,
  'upload-form.test.ts': 32,
  'catalog-filters.test.ts': 31,
  'keyboard-menus.test.ts': 16,
  'chat-widget.test.ts': 15,
  'website-design.test.ts': 11,
  'no-javascript.test.ts': 11,
  'header-menus.test.ts': 9,
  'booking-form.test.ts': 9,
  'contact-form.test.ts': 8,
  'visitor-email.test.ts': 8,
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
