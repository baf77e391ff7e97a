import { normalizeReference, randomReference } from '../../server/store/reference.ts';
import type { NewSubmission, SubmissionStore } from '../../server/store/types.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

const sample = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  formId: 'contact',
  referencePrefix: 'Q',
  data: { firstName: 'Ana', message: 'Hola, ¿qué tal? 😀', budget: 500, rush: true, tags: ['a', 'b'] },
  ipHash: 'abc123',
  userAgent: 'jest',
  files: [],
  ...overrides,
});

const aFile = (field: string, name: string) => ({
  field,
  originalName: name,
  storedName: `${name}.stored`,
  size: 1234,
  contentType: 'image/png',
  sha256: 'f'.repeat(64),
});

describe.each(backendNames)('SubmissionStore on %s', (backendName) => {
  let backend: StoreBackend;
  let store: SubmissionStore;

  beforeAll(async () => {
    backend = createBackend(backendName);
    store = await backend.open();
  });
  afterAll(async () => {
    await store.close();
    await backend.cleanup();
  });

  it('applies its migrations once, however often migrate runs', async () => {
    await store.migrate();
    const again = await backend.open();
    await again.migrate();
    await again.close();
    expect((await store.health()).ok).toBe(true);
  });

  it('inserts a submission with its files and reads it back by reference', async () => {
    const result = await store.insert(sample({ files: [aFile('files', 'a.png'), aFile('files', 'b.png')] }));
    expect(result.reference).toMatch(/^Q-[0-9A-HJKMNP-TV-Z]{6}$/);
    const found = await store.get(result.reference);
    expect(found).toMatchObject({
      id: result.id,
      reference: result.reference,
      formId: 'contact',
      status: 'received',
      data: sample().data,
      createdAt: result.createdAt,
      ipHash: 'abc123',
      userAgent: 'jest',
    });
    expect(new Date(found!.createdAt).toISOString()).toBe(found!.createdAt);
    expect(found!.files.map((f) => [f.field, f.originalName, f.size, f.contentType])).toEqual([
      ['files', 'a.png', 1234, 'image/png'],
      ['files', 'b.png', 1234, 'image/png'],
    ]);
  });

  it('answers null for a reference nobody has', async () => {
    expect(await store.get('Q-0000000')).toBeNull();
  });

  it('retries with a new reference when the first one is taken', async () => {
    const taken = (await store.insert(sample())).reference;
    const codes = [taken, taken, 'Q-RETRY1'];
    const clashing = await backend.open({ newReference: () => codes.shift()! });
    const result = await clashing.insert(sample());
    await clashing.close();
    expect(result.reference).toBe('Q-RETRY1');
  });

  it('leaves no row behind when a file row fails inside the transaction', async () => {
    const before = (await store.list()).total;
    const badFile = { ...aFile('files', 'x.png'), size: -1 };
    await expect(store.insert(sample({ formId: 'atomic', files: [badFile] }))).rejects.toThrow();
    expect((await store.list()).total).toBe(before);
    expect((await store.list({ formId: 'atomic' })).total).toBe(0);
  });

  it('lists newest first with filters, paging and file counts', async () => {
    const first = await store.insert(sample({ formId: 'booking', referencePrefix: 'B' }));
    const second = await store.insert(
      sample({ formId: 'booking', referencePrefix: 'B', files: [aFile('files', 'c.pdf')] }),
    );
    const page = await store.list({ formId: 'booking' }, { limit: 1 });
    expect(page.total).toBe(2);
    expect(page.items.map((s) => s.reference)).toEqual([second.reference]);
    expect(page.items[0].fileCount).toBe(1);
    const next = await store.list({ formId: 'booking' }, { limit: 1, offset: 1 });
    expect(next.items.map((s) => s.reference)).toEqual([first.reference]);
    const later = await store.list({ formId: 'booking', createdFrom: '2999-01-01T00:00:00Z' });
    expect(later.total).toBe(0);
    const earlier = await store.list({ formId: 'booking', createdBefore: '2999-01-01T00:00:00Z' });
    expect(earlier.total).toBe(2);
  });

  it('changes the status and filters by it', async () => {
    const { reference } = await store.insert(sample({ formId: 'status-test' }));
    expect(await store.updateStatus(reference, 'quoted')).toBe(true);
    expect((await store.get(reference))?.status).toBe('quoted');
    expect((await store.list({ formId: 'status-test', status: 'quoted' })).total).toBe(1);
    expect(await store.updateStatus('Q-NOPE000', 'quoted')).toBe(false);
  });

  it('deletes a submission and its file rows', async () => {
    const { reference } = await store.insert(sample({ files: [aFile('files', 'd.png')] }));
    expect(await store.delete(reference)).toBe(true);
    expect(await store.get(reference)).toBeNull();
    expect(await store.delete(reference)).toBe(false);
  });

  it('keeps one secret per name for every process on the database', async () => {
    const secret = await store.secret('ip-hash');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const other = await backend.open();
    expect(await other.secret('ip-hash')).toBe(secret);
    await other.close();
    expect(await store.secret('something-else')).not.toBe(secret);
  });

  it('finds every committed submission after a close and reopen', async () => {
    const references: string[] = [];
    for (let i = 0; i < 20; i += 1)
      references.push((await store.insert(sample({ formId: 'reopen' }))).reference);
    await store.close();
    store = await backend.open();
    for (const reference of references) expect(await store.get(reference)).not.toBeNull();
  });

  it('reports its health, and a closed store as not ok', async () => {
    expect(await store.health()).toEqual({ kind: backendName, ok: true });
    const closing = await backend.open();
    await closing.close();
    expect(await closing.health()).toMatchObject({ kind: backendName, ok: false });
  });
});

describe('normalizeReference', () => {
  it('reads what a visitor types as the stored reference', () => {
    expect(normalizeReference(' q-7k3f9o ')).toBe('Q-7K3F90');
    expect(normalizeReference('B7KIL9Q')).toBe('B-7K119Q');
  });

  it('answers null for text that cannot be a reference', () => {
    for (const text of ['', 'Q-', 'Q-12345', 'Q-1234567', 'QQ-123456', 'Q-12345U', '../etc']) {
      expect(normalizeReference(text)).toBeNull();
    }
  });

  it('makes references that it reads back unchanged', () => {
    for (let i = 0; i < 100; i += 1) {
      const reference = randomReference('D');
      expect(normalizeReference(reference)).toBe(reference);
    }
  });
});
