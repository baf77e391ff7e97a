import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogLists } from '../../core/forms/catalog-lists.ts';
import { sharedExtensions } from '../../core/forms/extensions.ts';
import { resolveForm } from '../../core/forms/resolve-form.ts';
import { readRawForm } from '../support/form-files.ts';

const contract = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../forms/form.schema.json'), 'utf8'),
) as {
  definitions: Record<string, { enum?: string[] }>;
};

describe('forms/form.schema.json and the code behind its names', () => {
  it('allows exactly the extensions core/forms/extensions.ts has', () => {
    expect([...(contract.definitions.extensionName.enum ?? [])].sort()).toEqual(
      Object.keys(sharedExtensions).sort(),
    );
  });

  it('allows exactly the catalogue lists core/forms/catalog-lists.ts has', () => {
    expect([...(contract.definitions.catalogList.enum ?? [])].sort()).toEqual(
      Object.keys(catalogLists).sort(),
    );
  });
});

describe('resolveForm', () => {
  it("fills a field's choices from the catalogue list it names", () => {
    const raw = readRawForm('dtf-item');
    expect(raw.schema.properties.size).toEqual({ type: 'string', enumFrom: 'dtf.sizes' });
    expect(resolveForm(raw).schema.properties.size).toEqual({
      type: 'string',
      enum: ['small', 'medium', 'large', 'extra-large'],
    });
  });

  it("fills a list's item choices too, and leaves the file's own object untouched", () => {
    const raw = readRawForm('website-design');
    const resolved = resolveForm(raw);
    expect(resolved.schema.properties.addOns.items?.enum).toEqual(catalogLists['website.addOns']);
    expect(raw.schema.properties.addOns.items).toMatchObject({ enumFrom: 'website.addOns' });
  });

  it('names the field and the list when the list does not exist', () => {
    const raw = readRawForm('dtf-item');
    const broken = {
      ...raw,
      schema: {
        ...raw.schema,
        properties: { ...raw.schema.properties, size: { type: 'string' as const, enumFrom: 'dtf.colours' } },
      },
    };
    expect(() => resolveForm(broken)).toThrow('field "size": "enumFrom" names "dtf.colours"');
  });
});
