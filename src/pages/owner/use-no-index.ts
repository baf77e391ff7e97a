/** The owner's screens are kept from search engines as a customer's page is (src/lib). */
export { useNoIndex } from '../../lib/use-no-index.ts';
