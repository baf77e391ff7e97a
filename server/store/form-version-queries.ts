/**
 * Form versions and price table versions (docs/architecture.md "Form versions", "Price table
 * versions") over version-queries.ts, written once for both engines over the SQL adapter of sql.ts.
 */
import type { FormContent } from '../../core/api/forms.ts';
import type { PriceTable } from '../../core/pricing/estimate.ts';
import type { Sql } from './sql.ts';
import type { FormVersionAccess, PriceTableVersionAccess } from './form-version-types.ts';
import { isoOf, versionQueries } from './version-queries.ts';

export function formVersionQueries(db: Sql): FormVersionAccess {
  return {
    ...versionQueries<FormContent>(db, { table: 'form_versions', key: 'form_id', lockKey: 7_301_962_046 }),

    async validator(hash) {
      const rows = await db.all('SELECT code FROM form_validators WHERE hash = ?', [hash]);
      return rows.length ? String(rows[0].code) : null;
    },

    async saveValidator(hash, code, nowIso) {
      await db.run(
        'INSERT INTO form_validators (hash, code, created_at) VALUES (?, ?, ?) ON CONFLICT (hash) DO NOTHING',
        [hash, code, isoOf(nowIso)],
      );
    },

    async usedFields(formId) {
      const rows = await db.all(db.answeredFields, [formId]);
      return rows.map((row) => String(row.field)).sort();
    },
  };
}

export function priceTableVersionQueries(db: Sql): PriceTableVersionAccess {
  return versionQueries<PriceTable>(db, {
    table: 'price_table_versions',
    key: 'table_id',
    lockKey: 7_301_962_047,
  });
}
