import { asPaise, financialYear } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import type { CodBalance } from '../../src/ports/storage/cod-remittances.js';
import { concurrently, type Harness } from './harness.js';
import { bookingClaim, taxDocumentDraft, trackingEvent } from './logistics-fixtures.js';

const FY_2026 = financialYear(Date.parse('2026-07-01T00:00:00Z'));
const FY_2027 = financialYear(Date.parse('2027-04-01T00:00:00Z'));

/** Courier bookings, tracking events, tax documents and COD remittances (issue 25). */
export function logisticsConformance(harness: Harness): void {
  describe('courier bookings', () => {
    it('claims once, answers busy within the lease, and lets a later attempt take over', async () => {
      const { repos } = await harness.open();
      const first = await repos.courierBookings.claim(bookingClaim());
      expect(first.status).toBe('claimed');
      expect(first.booking).toMatchObject({
        state: 'CLAIMED',
        claimToken: 'token-1',
        codAmount: 59800,
      });
      const again = await repos.courierBookings.claim(
        bookingClaim({ claimToken: 'token-2', now: 1_100_000 }),
      );
      expect(again.status).toBe('busy');
      expect(
        await repos.courierBookings.advance(
          'o1',
          'S1',
          'token-1',
          { state: 'CREATED', providerOrderId: 'P1', providerShipmentId: 'SH1' },
          1_050_000,
        ),
      ).toMatchObject({ state: 'CREATED', providerShipmentId: 'SH1' });
      const later = await repos.courierBookings.claim(
        bookingClaim({ claimToken: 'token-2', now: 1_200_001 }),
      );
      expect(later.status).toBe('claimed');
      expect(later.booking).toMatchObject({
        state: 'CREATED',
        providerShipmentId: 'SH1',
        claimToken: 'token-2',
      });
      // The first attempt lost its claim: its writes are refused.
      expect(
        await repos.courierBookings.advance(
          'o1',
          'S1',
          'token-1',
          { state: 'AWB_ASSIGNED', awb: 'A1' },
          1_200_002,
        ),
      ).toBeNull();
      expect(await repos.courierBookings.release('o1', 'S1', 'token-1')).toBe(false);
    });

    it('records progress forward only, finds a booking by AWB, and answers booked when complete', async () => {
      const { repos } = await harness.open();
      await repos.courierBookings.claim(bookingClaim());
      await repos.courierBookings.advance(
        'o1',
        'S1',
        'token-1',
        { state: 'AWB_ASSIGNED', awb: 'A1', courierName: 'Delhivery' },
        2,
      );
      const back = await repos.courierBookings.advance(
        'o1',
        'S1',
        'token-1',
        { state: 'CREATED' },
        3,
      );
      expect(back).toMatchObject({ state: 'AWB_ASSIGNED', awb: 'A1', courierName: 'Delhivery' });
      await repos.courierBookings.advance(
        'o1',
        'S1',
        'token-1',
        { state: 'PICKUP_REQUESTED', pickupScheduledAt: '2026-07-05 14:00:00' },
        4,
      );
      expect(await repos.courierBookings.byAwb('A1')).toMatchObject({
        orderId: 'o1',
        shipmentId: 'S1',
        state: 'PICKUP_REQUESTED',
      });
      expect(await repos.courierBookings.byAwb('A2')).toBeNull();
      const done = await repos.courierBookings.claim(
        bookingClaim({ claimToken: 'token-9', now: 9_999_999_999 }),
      );
      expect(done.status).toBe('booked');
      expect(await repos.courierBookings.byOrder('o1')).toHaveLength(1);
    });

    it('release lets the next claim in at once', async () => {
      const { repos } = await harness.open();
      await repos.courierBookings.claim(bookingClaim());
      expect(await repos.courierBookings.release('o1', 'S1', 'token-1')).toBe(true);
      expect(
        (await repos.courierBookings.claim(bookingClaim({ claimToken: 'token-2', now: 1_000_001 })))
          .status,
      ).toBe('claimed');
    });

    it('forgets a cancelled booking: gone by shipment, AWB and order; the next claim starts afresh', async () => {
      const { repos } = await harness.open();
      await repos.courierBookings.claim(bookingClaim());
      await repos.courierBookings.advance(
        'o1',
        'S1',
        'token-1',
        { state: 'PICKUP_REQUESTED', providerOrderId: 'P1', awb: 'A1' },
        2,
      );
      expect(await repos.courierBookings.forget('o1', 'S1')).toBe(true);
      expect(await repos.courierBookings.forget('o1', 'S1')).toBe(false);
      expect(await repos.courierBookings.byShipment('o1', 'S1')).toBeNull();
      expect(await repos.courierBookings.byAwb('A1')).toBeNull();
      expect(await repos.courierBookings.byOrder('o1')).toEqual([]);
      const again = await repos.courierBookings.claim(bookingClaim({ claimToken: 'token-2' }));
      expect(again).toMatchObject({
        status: 'claimed',
        booking: { state: 'CLAIMED', providerOrderId: null, awb: null },
      });
    });

    it('gives exactly one of 20 concurrent claims the booking', async () => {
      const { repos } = await harness.open();
      const outcomes = await concurrently(20, (i) =>
        repos.courierBookings.claim(bookingClaim({ claimToken: `t${i}` })),
      );
      expect(outcomes.filter((o) => o.status === 'claimed')).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'busy')).toHaveLength(19);
    });
  });

  describe('tracking events', () => {
    it('keeps each scan once and lists an order oldest first', async () => {
      const { repos } = await harness.open();
      const added = await repos.trackingEvents.append([
        trackingEvent({ at: 2_000, stage: 'DELIVERED', label: 'DELIVERED', activity: 'Delivered' }),
        trackingEvent(),
      ]);
      expect(added).toHaveLength(2);
      const again = await repos.trackingEvents.append([
        trackingEvent(),
        trackingEvent({
          at: 1_500,
          stage: 'OUT_FOR_DELIVERY',
          label: 'OUT FOR DELIVERY',
          activity: 'Out for delivery',
        }),
      ]);
      expect(again.map((e) => e.stage)).toEqual(['OUT_FOR_DELIVERY']);
      await repos.trackingEvents.append([trackingEvent({ orderId: 'o2', awb: 'A2' })]);
      expect((await repos.trackingEvents.byOrder('o1')).map((e) => e.stage)).toEqual([
        'IN_TRANSIT',
        'OUT_FOR_DELIVERY',
        'DELIVERED',
      ]);
    });

    it('keeps a scan once when the same history is appended concurrently', async () => {
      const { repos } = await harness.open();
      const history = [trackingEvent(), trackingEvent({ at: 2_000, activity: 'Reached hub' })];
      const added = await concurrently(10, () => repos.trackingEvents.append(history));
      expect(added.reduce((sum, list) => sum + list.length, 0)).toBe(2);
      expect(await repos.trackingEvents.byOrder('o1')).toHaveLength(2);
    });
  });

  describe('tax documents', () => {
    it('numbers each series consecutively per financial year, from 1 again after 31 March', async () => {
      const { repos } = await harness.open();
      const numbers = [];
      for (const [i, year] of [FY_2026, FY_2026, FY_2027].entries()) {
        const { status, document } = await repos.taxDocuments.issue(
          taxDocumentDraft({ id: `d${i}`, orderId: `o${i}` }),
          'INV',
          year,
        );
        expect(status).toBe('issued');
        numbers.push(document.number);
      }
      const credit = await repos.taxDocuments.issue(
        taxDocumentDraft({
          id: 'c1',
          kind: 'CREDIT_NOTE',
          subject: 'F1',
          invoiceNumber: 'INV2627-00001',
          reason: 'Refund F1',
        }),
        'CN',
        FY_2026,
      );
      expect(numbers).toEqual(['INV2627-00001', 'INV2627-00002', 'INV2728-00001']);
      expect(credit.document).toMatchObject({
        number: 'CN2627-00001',
        sequence: 1,
        financialYear: '2026-27',
        invoiceNumber: 'INV2627-00001',
      });
      expect(await repos.taxDocuments.byNumber('INV2627-00002')).toMatchObject({ orderId: 'o1' });
      expect(await repos.taxDocuments.byNumber('INV2627-00009')).toBeNull();
    });

    it('answers the existing document for the same order, kind and subject, using no number', async () => {
      const { repos } = await harness.open();
      const first = await repos.taxDocuments.issue(taxDocumentDraft(), 'INV', FY_2026);
      const again = await repos.taxDocuments.issue(taxDocumentDraft({ id: 'd2' }), 'INV', FY_2026);
      expect(again).toEqual({ status: 'exists', document: first.document });
      const next = await repos.taxDocuments.issue(
        taxDocumentDraft({ id: 'd3', subject: 'S2' }),
        'INV',
        FY_2026,
      );
      expect(next.document.number).toBe('INV2627-00002');
      expect((await repos.taxDocuments.byOrder('o1')).map((d) => d.subject)).toEqual(['S1', 'S2']);
      expect(first.document.lines[0]).toMatchObject({ value: 11800, cgst: 900 });
    });

    it('hands 30 concurrent issues the numbers 1 to 30, and one subject issued concurrently once', async () => {
      const { repos } = await harness.open();
      const issued = await concurrently(30, (i) =>
        repos.taxDocuments.issue(
          taxDocumentDraft({ id: `d${i}`, orderId: `o${i}` }),
          'INV',
          FY_2026,
        ),
      );
      expect(issued.map((o) => o.document.sequence).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      const same = await concurrently(10, (i) =>
        repos.taxDocuments.issue(taxDocumentDraft({ id: `x${i}`, orderId: 'ox' }), 'INV', FY_2026),
      );
      expect(same.filter((o) => o.status === 'issued')).toHaveLength(1);
      expect(new Set(same.map((o) => o.document.number)).size).toBe(1);
      const next = await repos.taxDocuments.issue(
        taxDocumentDraft({ id: 'last', orderId: 'oy' }),
        'INV',
        FY_2026,
      );
      expect(next.document.sequence).toBe(32);
    });

    it('lists documents issued in a period, and a failed transaction uses no number', async () => {
      const storage = await harness.open();
      await storage.repos.taxDocuments.issue(taxDocumentDraft({ issuedAt: 500 }), 'INV', FY_2026);
      await expect(
        storage.transaction(async (repos) => {
          await repos.taxDocuments.issue(
            taxDocumentDraft({ id: 'd2', orderId: 'o2', issuedAt: 1_500 }),
            'INV',
            FY_2026,
          );
          throw new Error('dispatch failed');
        }),
      ).rejects.toThrow('dispatch failed');
      const later = await storage.repos.taxDocuments.issue(
        taxDocumentDraft({ id: 'd3', orderId: 'o3', issuedAt: 2_500 }),
        'INV',
        FY_2026,
      );
      expect(later.document.number).toBe('INV2627-00002');
      expect((await storage.repos.taxDocuments.issuedBetween(0, 1_000)).map((d) => d.id)).toEqual([
        'd1',
      ]);
      expect((await storage.repos.taxDocuments.issuedBetween(0, 3_000)).map((d) => d.id)).toEqual([
        'd1',
        'd3',
      ]);
    });
  });

  describe('COD remittances', () => {
    const expectation = (awb: string, amount: number) => ({
      awb,
      orderId: `o-${awb}`,
      orderCode: `HAAT-${awb}`,
      shipmentId: 'S1',
      amount: asPaise(amount),
      deliveredAt: 1_000,
    });

    /** The exceptions with every AWB delivered before it due (all cash expected is owed). */
    const allDue = 2_000;
    const balances = (list: readonly CodBalance[]) =>
      list.map((b) => [b.awb, b.expectation?.amount ?? null, b.remitted, b.references]);

    it('lists the AWBs whose remitted cash differs from what was expected, a statement counted once', async () => {
      const { repos } = await harness.open();
      expect(await repos.codRemittances.expect(expectation('A1', 59800))).toBe(true);
      expect(await repos.codRemittances.expect(expectation('A1', 1))).toBe(false);
      await repos.codRemittances.expect(expectation('A2', 30000));
      await repos.codRemittances.expect(expectation('A3', 12000));
      const lines = [
        { awb: 'A1', amount: asPaise(59800), reference: 'CRF-1', remittedOn: '2026-07-15' },
        { awb: 'A2', amount: asPaise(25000), reference: 'CRF-1', remittedOn: '2026-07-15' },
        { awb: 'A9', amount: asPaise(5000), reference: 'CRF-1', remittedOn: '2026-07-15' },
      ];
      expect(await repos.codRemittances.record(lines, 10)).toBe(3);
      expect(await repos.codRemittances.record(lines, 11)).toBe(0);
      const open = await repos.codRemittances.exceptions(allDue);
      expect({
        short: balances(open.short),
        excess: balances(open.excess),
        overdue: balances(open.overdue),
      }).toEqual({
        short: [['A2', 30000, 25000, ['CRF-1']]],
        excess: [['A9', null, 5000, ['CRF-1']]],
        overdue: [['A3', 12000, 0, []]],
      });
      await repos.codRemittances.record(
        [{ awb: 'A2', amount: asPaise(5000), reference: 'CRF-2', remittedOn: '2026-07-22' }],
        12,
      );
      const after = await repos.codRemittances.exceptions(allDue);
      expect(
        [after.short, after.excess, after.overdue].map((list) => list.map((b) => b.awb)),
      ).toEqual([[], ['A9'], ['A3']]);
    });

    it('counts a statement line once when it is imported concurrently', async () => {
      const { repos } = await harness.open();
      await repos.codRemittances.expect(expectation('A1', 1000));
      const line = { awb: 'A1', amount: asPaise(1000), reference: 'CRF-7', remittedOn: null };
      const added = await concurrently(10, () => repos.codRemittances.record([line], 1));
      expect(added.reduce((a, b) => a + b, 0)).toBe(1);
      // Settled: neither excess (counted twice) nor overdue (not counted).
      expect(await repos.codRemittances.exceptions(allDue)).toEqual({
        short: [],
        excess: [],
        overdue: [],
      });
    });
  });
}
