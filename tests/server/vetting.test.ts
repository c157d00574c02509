import {
  checkEvidence,
  dueReminders,
  graceNoticeDue,
  nextReminderDay,
  vettingStatus,
  withEvidence,
  NO_VETTING,
  type VettingRecord,
} from '../../common/vetting';

const checked = { requestId: 'r1', reviewedBy: 'admin', reviewedOn: '2027-01-10' };
const vetted = (insurance: string, wasteCarrier: string | null, tier: 'lower' | 'upper' = 'upper'): VettingRecord => ({
  insurance: { coverPence: 200_000_000, expiresOn: insurance, ...checked, remindedFor: null },
  wasteCarrier: { registrationNumber: 'CBDU1', tier, expiresOn: wasteCarrier, ...checked, remindedFor: null },
});

describe('vetting rules (common/vetting.ts)', () => {
  it('is current up to and including the expiry day, and lapses the day after', () => {
    const record = vetted('2027-05-31', '2029-01-01');
    expect(vettingStatus(record, { approvedOn: '2027-01-01' }, '2026-12-01', '2027-05-31')).toMatchObject({
      state: 'vetted',
      canBuy: true,
    });
    const lapsed = vettingStatus(record, { approvedOn: '2027-01-01' }, '2026-12-01', '2027-06-01');
    expect(lapsed).toMatchObject({ state: 'not_vetted', canBuy: false, problems: ['Public liability insurance: expired on 31 May 2027'] });
    expect(lapsed.reason).toContain('Upload it from your vetting page;');
    expect(lapsed.reason).not.toContain('/company/vetting');
  });

  it('a lower tier registration does not expire', () => {
    expect(vettingStatus(vetted('2030-01-01', null, 'lower'), { approvedOn: '2027-01-01' }, '2026-12-01', '2029-06-01').canBuy).toBe(true);
  });

  it('grace: companies approved before the start may buy for 30 days from it, newcomers may not', () => {
    const start = '2026-12-01';
    expect(vettingStatus(NO_VETTING, { approvedOn: '2026-11-30' }, start, '2026-12-30')).toMatchObject({
      state: 'grace',
      graceUntil: '2026-12-30',
    });
    expect(vettingStatus(NO_VETTING, { approvedOn: '2026-11-30' }, start, '2026-12-31')).toMatchObject({
      state: 'not_vetted',
      canBuy: false,
    });
    expect(vettingStatus(NO_VETTING, { approvedOn: '2026-12-01' }, start, '2026-12-02')).toMatchObject({
      state: 'not_vetted',
      graceUntil: null,
    });
  });

  it('grace notices: the first from the start, the last-week one over the period’s last 7 days, none after', () => {
    const start = '2026-12-01'; // last day of grace: 30 December
    expect(graceNoticeDue(start, '2026-11-30')).toBeNull();
    expect(graceNoticeDue(start, '2026-12-01')).toBe('started');
    expect(graceNoticeDue(start, '2026-12-23')).toBe('started');
    expect(graceNoticeDue(start, '2026-12-24')).toBe('ending');
    expect(graceNoticeDue(start, '2026-12-30')).toBe('ending');
    expect(graceNoticeDue(start, '2026-12-31')).toBeNull();
  });

  it('reminds 30 days before each expiry, once per expiry date', () => {
    const record = vetted('2027-05-31', '2027-07-15');
    expect(nextReminderDay(record)).toBe('2027-05-01');
    expect(dueReminders(record, '2027-04-30')).toEqual([]);
    expect(dueReminders(record, '2027-05-01')).toEqual([{ type: 'public_liability_insurance', expiresOn: '2027-05-31' }]);
    const reminded: VettingRecord = { ...record, insurance: { ...record.insurance!, remindedFor: '2027-05-31' } };
    expect(dueReminders(reminded, '2027-05-02')).toEqual([]);
    expect(nextReminderDay(reminded)).toBe('2027-06-15');
    // A renewed document is reminded again before its new date.
    const renewed = withEvidence(
      reminded,
      { type: 'public_liability_insurance', coverPence: 200_000_000, expiresOn: '2028-05-31' },
      checked,
    );
    expect(nextReminderDay(renewed)).toBe('2027-06-15');
    expect(renewed.insurance!.remindedFor).toBeNull();
  });

  it('an administrator must record cover of at least £1m, the dates and the tier, and cannot accept a lapsed document', () => {
    expect(checkEvidence('public_liability_insurance', { expiresOn: '2027-05-31', coverPounds: 999_999 }, '2027-01-01')).toMatchObject({
      ok: false,
    });
    expect(checkEvidence('public_liability_insurance', { expiresOn: '2026-12-31', coverPounds: 1_000_000 }, '2027-01-01')).toMatchObject({
      ok: false,
    });
    expect(checkEvidence('public_liability_insurance', { expiresOn: '2027-02-30', coverPounds: 1_000_000 }, '2027-01-01')).toMatchObject({
      ok: false,
    });
    expect(checkEvidence('public_liability_insurance', { expiresOn: '2027-05-31', coverPounds: 1_000_000 }, '2027-01-01')).toEqual({
      ok: true,
      evidence: { type: 'public_liability_insurance', coverPence: 100_000_000, expiresOn: '2027-05-31' },
    });
    expect(
      checkEvidence('waste_carrier_licence', { registrationNumber: 'cbdu 123456', wasteCarrierTier: 'upper' }, '2027-01-01'),
    ).toMatchObject({
      ok: false,
    });
    expect(checkEvidence('waste_carrier_licence', { registrationNumber: 'cbdl 123456', wasteCarrierTier: 'lower' }, '2027-01-01')).toEqual({
      ok: true,
      evidence: { type: 'waste_carrier_licence', registrationNumber: 'CBDL123456', tier: 'lower', expiresOn: null },
    });
  });
});
