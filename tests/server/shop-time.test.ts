import { parseInboxQuery } from '../../server/owner/inbox-query.ts';
import { isTimeZone, nextDay, shopDay, shopHour, startOfShopDay } from '../../server/shop-time.ts';

const indiana = 'America/Indiana/Indianapolis';

describe("the shop's calendar", () => {
  it('starts a winter day at 05:00 UTC and a summer day at 04:00 UTC in Indianapolis', () => {
    expect(startOfShopDay('2026-01-15', indiana).toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfShopDay('2026-07-15', indiana).toISOString()).toBe('2026-07-15T04:00:00.000Z');
  });

  it('gets the days the clocks change right', () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT; the day still begins at 05:00 UTC.
    expect(startOfShopDay('2026-03-08', indiana).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfShopDay('2026-03-09', indiana).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfShopDay('2026-11-01', indiana).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfShopDay('2026-11-02', indiana).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it("tells the shop's date and hour at an instant", () => {
    const lateEvening = new Date('2026-11-27T03:30:00Z');
    expect(shopDay(lateEvening, indiana)).toBe('2026-11-26');
    expect(shopHour(lateEvening, indiana)).toBe(22);
    expect(shopDay(lateEvening, 'UTC')).toBe('2026-11-27');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('knows a time zone from a misspelt one', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('America/Indianapolis/Indiana')).toBe(false);
  });

  it("makes the inbox's from and to whole shop days", () => {
    const { filter } = parseInboxQuery({ from: '2026-11-26', to: '2026-11-26' }, new Set(), indiana);
    expect(filter.createdFrom).toBe('2026-11-26T05:00:00.000Z');
    expect(filter.createdBefore).toBe('2026-11-27T05:00:00.000Z');
    const utc = parseInboxQuery({ from: '2026-11-26' }, new Set(), 'UTC');
    expect(utc.filter.createdFrom).toBe('2026-11-26T00:00:00.000Z');
  });
});
