import { describe, expect, it } from 'vitest';
import { FEATURES, REWARD_KCOINS } from '@orator/contracts';
import { i18n } from '../../shared/i18n/i18n';

/** Every reason the server writes into the K-coin ledger: payments, gifts, and the metered tools' charges. */
const LEDGER_REASONS = [
  'recharge',
  'membership',
  'affiliate',
  'signin',
  'redeem',
  ...Object.keys(REWARD_KCOINS),
  ...FEATURES,
];

describe('K-coin record reasons', () => {
  // The locale test holds zh and pt to the English keys.
  it('are all named rather than shown as the raw reason', () => {
    const missing = LEDGER_REASONS.filter((reason) => !i18n.exists(`billing:records.reason.${reason}`, { lng: 'en' }));
    expect(missing).toEqual([]);
  });
});
