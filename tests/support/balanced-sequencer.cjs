/**
 * Splits the browser tests into `--shard` parts of about equal time (scripts/test.ts runs the
 * parts side by side), where Jest's own split goes by a hash of the path and put both axe files
 * in one part. The weights are seconds from one `npm test` on two cores (all lanes running; axe-routes
 * and private-links as estimated after their cut of 2026-12-02; axe-routes' desktop half since
 * halved, its weight kept so that the parts stay as they were in the last green run); a file not
 * listed counts 5 s.
 * They only balance the parts: a stale number costs minutes, never a test.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const seconds = {
  'axe-routes.test.ts': 244,
  'content-publish.test.ts': 123,
  'axe-states.test.ts': 98,
  'private-links.test.ts': 90,
  'keyboard-windows.test.ts': 86,
  'html-validity.test.ts': 82,
  'crawl.test.ts': 82,
  'content-editing.test.ts': 80,
  'forms.test.ts': 68,
  'owner-inbox.test.ts': 63,
  'quotes.test.ts': 58,
  'customer-page.test.ts': 58,
  'owner-prices.test.ts': 54,
  'form-steps.test.ts': 54,
  'routes.test.ts': 54,
  'owner-forms.test.ts': 52,
  'catalog-items.test.ts': 44,
  'hydration.test.ts': 41,
  'form-versions.test.ts': 38,
  'language.test.ts': 37,
  'gang-sheet.test.ts': 37,
  'upload-form.test.ts': 33,
  'upload-resume.test.ts': 50,
  'dtf-order.test.ts': 32,
  'catalog-filters.test.ts': 22,
  'keyboard-menus.test.ts': 22,
  'chat-widget.test.ts': 20,
  'no-javascript.test.ts': 19,
  'website-design.test.ts': 16,
  'header-menus.test.ts': 15,
  'contact-form.test.ts': 13,
  'booking-form.test.ts': 12,
  'visitor-email.test.ts': 11,
  'css-tokens.test.ts': 10,
  'printing-form.test.ts': 9,
  'marketing-forms.test.ts': 8,
  'order-status.test.ts': 6,
  'resilience.test.ts': 4,
  'prerendered-html.test.ts': 3,
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
