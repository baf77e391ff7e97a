/**
 * The price tables of catalog/prices/ (catalog/README.md, Price tables): every file passes its
 * contract and the checks a schema cannot make, every combination has a price and none is
 * negative, the quantity breaks rise, and the total never falls as the quantity rises (counted
 * here again with priceOf, quantity by quantity, not only through tableProblems). Each printing
 * service's table prices exactly the options of its order form (catalog/printing-options.ts),
 * and its starting price is the specification's. Then the checks themselves: tableProblems and
 * estimateProblems name the place of each kind of mistake.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printingOptions } from '../../catalog/printing-options.ts';
import { printingServiceIds, type PrintingServiceId } from '../../catalog/printing.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import { formForService } from '../../core/forms/printing.ts';
import {
  estimateFor,
  everySelection,
  priceOf,
  startingPrice,
  type PriceTable,
} from '../../core/pricing/estimate.ts';
import { fromPriceOf, printingPriceTables } from '../../core/pricing/printing-prices.ts';
import { readFormFile } from '../../server/forms/form-files.ts';
import {
  estimateProblems,
  loadPriceTables,
  PriceTableError,
  tableProblems,
} from '../../server/forms/price-tables.ts';

const root = path.resolve(__dirname, '../..');
const pricesDir = path.join(root, 'catalog/prices');
const formsDir = path.join(root, 'forms');
const contract = 'price-table.schema.json';

const tableFiles = readdirSync(pricesDir).filter((name) => name.endsWith('.json') && name !== contract);
const readTable = (file: string) =>
  JSON.parse(readFileSync(path.join(pricesDir, file), 'utf8')) as PriceTable;
const tables = tableFiles.map((file) => [file, readTable(file)] as const);
const printingTable = (id: PrintingServiceId) => readTable(`${id}.json`);

/** docs/specification.md section 3, "Printing starting prices": written here, not read from the tables. */
const specStartingPrices: Record<PrintingServiceId, number> = {
  'business-cards': 29,
  flyers: 49,
  banners: 89,
  posters: 19,
  stickers: 15,
  booklets: 79,
};

/** Each combination of the dimensions other than the quantity. */
function optionSets(table: PriceTable): Record<string, string>[] {
  const quantity = table.quantity.dimension;
  const smallest = String(table.quantity.breaks[0]);
  return everySelection(table)
    .filter((selection) => selection[quantity] === smallest)
    .map(({ [quantity]: _, ...rest }) => rest);
}

/**
 * Rising quantities from the smallest break on: each one up to 250, then each quantity around a
 * break (where a price changes) and ten steps between two breaks (the whole range of 5,000
 * quantities for each combination is seconds of work for the same answer).
 */
function quantitiesToCheck(breaks: readonly number[]): number[] {
  const last = breaks[breaks.length - 1];
  const quantities = new Set<number>();
  for (let q = breaks[0]; q <= Math.min(last + 1, 250); q++) quantities.add(q);
  breaks.forEach((at, index) => {
    for (const q of [at - 1, at, at + 1]) if (q >= breaks[0]) quantities.add(q);
    const next = breaks[index + 1] ?? at * 2;
    for (let step = 1; step < 10; step++) quantities.add(Math.round(at + ((next - at) * step) / 10));
  });
  return [...quantities].sort((a, b) => a - b);
}

describe('the price tables in catalog/prices/', () => {
  it('are the six printing services, and more', () => {
    expect(tableFiles).toEqual(expect.arrayContaining(printingServiceIds.map((id) => `${id}.json`)));
  });

  it('each pass their contract and the checks of loadPriceTables', () => {
    const loaded = loadPriceTables(pricesDir);
    expect([...loaded.keys()].sort()).toEqual(tableFiles.map((file) => file.replace(/\.json$/, '')).sort());
    for (const [file, table] of tables) {
      expect(`${file}: ${tableProblems(table).join('; ')}`).toBe(`${file}: `);
      expect(loaded.get(table.id)).toEqual(table);
    }
  });

  it.each(tables)('%s: prices every combination, none negative', (_file, table) => {
    for (const line of table.lines) {
      for (const price of Object.values(line.prices).flat()) expect(price).toBeGreaterThanOrEqual(0);
    }
    const selections = everySelection(table);
    expect(selections.length).toBeGreaterThan(0);
    for (const selection of selections) {
      const estimate = priceOf(table, selection, Object.keys(table.fees ?? {}));
      if (!estimate) throw new Error(`${table.id}: no price for ${JSON.stringify(selection)}`);
      expect(estimate.lines.every((line) => line.cents >= 0)).toBe(true);
      expect(estimate.totalCents).toBeGreaterThan(0);
    }
  });

  it.each(tables)('%s: has quantity breaks that rise', (_file, table) => {
    const { breaks } = table.quantity;
    expect(breaks.length).toBeGreaterThan(0);
    breaks.forEach((at, index) => {
      if (index > 0) expect(at).toBeGreaterThan(breaks[index - 1]);
    });
  });

  it.each(tables)('%s: never costs less for more, quantity by quantity', (_file, table) => {
    const { dimension, breaks } = table.quantity;
    const falls: string[] = [];
    for (const options of optionSets(table)) {
      let before = 0;
      for (const quantity of quantitiesToCheck(breaks)) {
        const total = priceOf(table, { ...options, [dimension]: String(quantity) })?.totalCents ?? 0;
        if (total < before) falls.push(`${quantity} ${JSON.stringify(options)}`);
        before = total;
      }
    }
    expect(falls.slice(0, 3)).toEqual([]);
  });

  it('are what the pages import (core/pricing/printing-prices.ts), file for file', () => {
    for (const id of printingServiceIds) expect(printingPriceTables[id]).toEqual(printingTable(id));
  });

  it.each([...printingServiceIds])(
    '%s: prices exactly the options of its order form, the quantities as breaks',
    (id) => {
      const table = printingTable(id);
      const options = printingOptions[id];
      const asked = Object.fromEntries(options.map((option) => [option.name, [...option.values]]));
      const priced = Object.fromEntries(
        Object.entries(table.dimensions)
          .filter(([name]) => name in asked)
          .map(([name, values]) => [name, values.map(String)]),
      );
      expect(priced).toEqual(asked);
      expect(table.id).toBe(id);
      const quantity = options.find((option) => option.name === table.quantity.dimension);
      if (quantity) {
        expect(table.quantity.breaks).toEqual(quantity.values.map(Number));
      } else {
        // A service whose form asks no quantity (booklets) is priced for one short run.
        expect(table.dimensions[table.quantity.dimension].map(Number)).toEqual(table.quantity.breaks);
        expect(table.quantity.breaks).toHaveLength(1);
      }
      expect(Object.keys(table.fees ?? {}).sort()).toEqual(['design', 'rush']);
    },
  );

  it('start at the prices of the specification', () => {
    const amounts = (starts: Record<string, { amount: number }>) =>
      Object.fromEntries(printingServiceIds.map((id) => [id, starts[id].amount]));
    const computed = Object.fromEntries(
      printingServiceIds.map((id) => [id, startingPrice(printingTable(id))]),
    );
    expect(amounts(computed)).toEqual(specStartingPrices);
    expect(amounts(Object.fromEntries(printingServiceIds.map((id) => [id, fromPriceOf(id)])))).toEqual(
      specStartingPrices,
    );
    // For the smallest quantity each form offers: "Starting at $29 for 250 cards".
    for (const id of printingServiceIds) {
      expect(computed[id].quantity).toBe(printingTable(id).quantity.breaks[0]);
    }
    expect(computed['business-cards']).toEqual({ amount: 29, quantity: 250, unit: 'cards' });
    expect(computed.booklets).toEqual({ amount: 79, quantity: 25, unit: 'booklets' });
  });
});

describe("the price tables' words", () => {
  const languages = ['en', 'es'] as const;
  const load = (lng: string, ns: string) =>
    JSON.parse(readFileSync(path.join(root, 'locales', lng, `${ns}.json`), 'utf8')) as object;
  let i18n: I18n;

  beforeAll(async () => {
    i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: false,
      ns: ['catalog', 'pages'],
      resources: Object.fromEntries(
        languages.map((lng) => [lng, { catalog: load(lng, 'catalog'), pages: load(lng, 'pages') }]),
      ),
      interpolation: { escapeValue: false },
    });
  });

  it.each(languages)('name what each table counts, one and many, in %s', (lng) => {
    const t = i18n.getFixedT(lng, 'catalog');
    for (const [file, table] of tables) {
      for (const count of [1, 2]) {
        const key = `prices.units.${table.unit}`;
        expect(`${file}: ${i18n.exists(key, { ns: 'catalog', lng, count })}`).toBe(`${file}: true`);
        expect(t(key, { count })).toMatch(new RegExp(`^${count} \\p{L}+$`, 'u'));
      }
      expect(t(`prices.units.${table.unit}`, { count: 1 })).not.toBe(
        t(`prices.units.${table.unit}`, { count: 2 }),
      );
    }
  });

  it.each([
    [
      'en',
      'Starting at $29 for 250 cards',
      'Starting at $79 for 25 booklets',
      'Starting at $89 for 1 banner',
    ],
    ['es', 'Desde $29 por 250 tarjetas', 'Desde $79 por 25 cuadernillos', 'Desde $89 por 1 lona'],
  ])('read "Starting at" in %s', (lng, cards, booklets, banners) => {
    const t = i18n.getFixedT(lng);
    const text = (id: PrintingServiceId) => {
      const start = fromPriceOf(id);
      return t('pages:price.startingAtFor', {
        price: `$${start.amount}`,
        quantity: t(`catalog:prices.units.${start.unit}`, { count: start.quantity }),
      });
    };
    expect([text('business-cards'), text('booklets'), text('banners')]).toEqual([cards, booklets, banners]);
  });
});

describe('estimates of the printing order form', () => {
  // Read in each test: a form whose estimate the tables refuse fails to load, and that is one test's failure.
  const printingForm = () => readFormFile(formsDir, 'printing-order.form.json');

  it('name a table for each service, with no problem', () => {
    const form = printingForm();
    expect(form.estimate).toEqual({ table: '{variant}', fees: { rush: 'rushOrder' } });
    expect(estimateProblems(form, pricesDir)).toEqual([]);
  });

  it('price the options a visitor picks, the rush fee when asked, the sides not asked at single', () => {
    const form = printingForm();
    const cards = formForService(form, 'business-cards');
    const table = printingTable('business-cards');
    const answers = { quantity: '500', size: 'standard', paper: 'cardstock-16pt', finish: 'matte' };
    const estimate = estimateFor(table, form.estimate!, cards.schema, answers)!;
    expect(estimate.selection.sides).toBe('single');
    expect(estimate.totalCents).toBe(4700);
    const rushed = estimateFor(table, form.estimate!, cards.schema, { ...answers, rushOrder: true })!;
    // 25% of $47 is $11.75: the rush fee's $15 minimum applies.
    expect(rushed.lines.at(-1)).toEqual({ id: 'rush', cents: 1500 });
    expect(rushed.totalCents).toBe(6200);
    // Booklets: the form asks no quantity, so the estimate is for the table's one short run.
    const booklet = formForService(form, 'booklets');
    const short = estimateFor(printingTable('booklets'), form.estimate!, booklet.schema, {
      size: 'letter',
      pages: '16',
      binding: 'saddle-stitch',
      paper: 'gloss-80lb-text',
    })!;
    expect([short.quantity, short.totalCents]).toEqual([25, 18040]); // ($119 + $45) + 10%
  });
});

/** A copy of a table with one change, for the checks to find. */
function changed(id: PrintingServiceId, change: (table: PriceTable) => void): PriceTable {
  const table = structuredClone(printingTable(id));
  change(table);
  return table;
}

describe('tableProblems', () => {
  it('finds a value with no price, naming the line and the value', () => {
    const table = changed('business-cards', (t) => {
      delete t.lines[0].prices['cotton-32pt'];
    });
    expect(tableProblems(table)).toEqual(['/lines/0/prices: has no price for paper cotton-32pt']);
  });

  it('finds a line with a price too few for the breaks', () => {
    const table = changed('flyers', (t) => {
      t.lines[0].prices.letter = [49, 79, 115];
    });
    expect(tableProblems(table)).toEqual(['/lines/0/prices/letter: needs one price per quantity break (6)']);
  });

  it('finds quantity breaks out of order', () => {
    const table = changed('stickers', (t) => {
      t.quantity.breaks = [50, 250, 100, 500, 1000, 2500];
    });
    expect(tableProblems(table)).toContain('/quantity/breaks: must be ascending (100 after 250)');
  });

  it('finds a total that falls as the quantity rises, naming the quantity', () => {
    // 500 cards for $35 after 250 for $29: 499 cards would cost more than 500.
    const cheaper = changed('business-cards', (t) => {
      t.lines[0].prices['cardstock-14pt'] = [29, 25, 55, 99, 169];
    });
    expect(tableProblems(cheaper)).toEqual([expect.stringMatching(/^\/lines: 500 costs less than 499 for /)]);
    // Per square foot: 25 banners at $5.00 cost less than 24 at $6.25.
    const banners = changed('banners', (t) => {
      t.lines[0].prices['vinyl-13oz'] = [8, 7.5, 6.75, 6.25, 5];
    });
    expect(tableProblems(banners)).toEqual([expect.stringMatching(/^\/lines: 25 costs less than 24 for /)]);
  });

  it('finds a price for a value the dimension does not have', () => {
    const table = changed('posters', (t) => {
      t.lines[2].prices.cardboard = 2;
    });
    expect(tableProblems(table)).toEqual(['/lines/2/prices/cardboard: cardboard is not a value of mounting']);
  });
});

describe('loadPriceTables', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'price-tables-'));
    copyFileSync(path.join(pricesDir, contract), path.join(dir, contract));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a negative price, naming the file and the place', () => {
    const table = changed('posters', (t) => {
      t.lines[1].prices['satin-photo'] = -2;
    });
    writeFileSync(path.join(dir, 'posters.json'), JSON.stringify(table));
    expect(() => loadPriceTables(dir)).toThrow(PriceTableError);
    expect(() => loadPriceTables(dir)).toThrow(/posters\.json: \/lines\/1\/prices\/satin-photo/);
  });

  it('refuses a table whose id is not its file name', () => {
    writeFileSync(path.join(dir, 'leaflets.json'), JSON.stringify(printingTable('flyers')));
    expect(() => loadPriceTables(dir)).toThrow(/leaflets\.json: \/id: must be "leaflets"/);
  });
});

describe('estimateProblems', () => {
  /** A small form asking business cards' paper and quantity, with an estimate block. */
  function cardForm(
    estimate: FormDefinition['estimate'],
    paper: readonly string[] = printingOptions['business-cards'][2].values,
  ) {
    return {
      id: 'cards',
      schema: {
        type: 'object',
        required: [],
        properties: {
          paper: { type: 'string', enum: [...paper] },
          quantity: { type: 'string', enum: ['250', '500'] },
          hurry: { type: 'boolean' },
        },
      },
      uiSchema: { 'ui:order': ['paper', 'quantity', 'hurry'] },
      submit: {
        endpoint: null,
        encoding: 'urlencoded',
        feedback: 'banner',
        onSuccess: 'reset',
        messages: {},
      },
      estimate,
    } as unknown as FormDefinition;
  }

  it('passes a form whose fields the table prices', () => {
    expect(
      estimateProblems(cardForm({ table: 'business-cards', fees: { rush: 'hurry' } }), pricesDir),
    ).toEqual([]);
  });

  it('finds a table that does not exist', () => {
    expect(estimateProblems(cardForm({ table: 'business-card' }), pricesDir)).toEqual([
      '/estimate/table: no price table business-card in catalog/prices/',
    ]);
  });

  it('finds a field value the table does not price, naming the field and the value', () => {
    const form = cardForm({ table: 'business-cards' }, ['cardstock-14pt', 'gold-foil']);
    expect(estimateProblems(form, pricesDir)).toEqual([
      '/estimate: the table business-cards has no price for paper gold-foil',
    ]);
  });

  it('finds a fee the table lacks and a mapping to a field the form lacks', () => {
    const form = cardForm({
      table: 'business-cards',
      dimensions: { finish: 'coating' },
      fees: { shipping: 'hurry' },
    });
    expect(estimateProblems(form, pricesDir)).toEqual([
      '/estimate/dimensions/finish: coating is not a field of this form',
      '/estimate/fees/shipping: the table business-cards has no such fee',
    ]);
  });

  it('finds a {variant} table on a form without variants', () => {
    expect(estimateProblems(cardForm({ table: '{variant}' }), pricesDir)).toEqual([
      '/estimate/table: {variant} needs a form with variants (printing-options)',
    ]);
  });
});
