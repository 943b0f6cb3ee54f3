import { describe, expect, it } from 'vitest';
import { describeOrderItem, type TOrderItem } from './order-item';

const clone = (overrides: Partial<Extract<TOrderItem, { kind: 'clone' }>>): TOrderItem => ({
  kind: 'clone',
  cloneType: 'voice',
  cloneKind: 'instant',
  name: 'Narration',
  isRenewal: false,
  ...overrides,
});

describe('describeOrderItem', () => {
  it.each([
    [{ kind: 'kcoin', kcoins: 1200 }, '1,200 K-coins', '1,200 K币', '1.200 K-coins'],
    [
      { kind: 'plan', plan: 'pro', period: 'monthly' },
      'Pro plan, billed monthly',
      '专业版套餐（按月订阅）',
      'Plano Pro, cobrança mensal',
    ],
    [
      { kind: 'plan', plan: 'standard', period: 'oneoff' },
      'Standard plan, one month',
      '标准版套餐（单月）',
      'Plano Padrão, um mês',
    ],
    [
      { kind: 'plan', plan: 'enterprise', period: 'yearly' },
      'Enterprise plan, billed yearly',
      '企业版套餐（按年订阅）',
      'Plano Empresarial, cobrança anual',
    ],
    [
      clone({}),
      'Instant voice clone “Narration”',
      '极速声音克隆“Narration”',
      'Clonagem de voz instantânea “Narration”',
    ],
    [
      clone({ cloneKind: 'pro', isRenewal: true }),
      'Pro voice clone “Narration”, renewed for a year',
      '专业声音克隆“Narration”，续期一年',
      'Clonagem de voz pro “Narration”, renovação por um ano',
    ],
    [clone({ cloneKind: null, name: null }), 'Voice clone', '声音克隆', 'Clonagem de voz'],
  ] as [TOrderItem, string, string, string][])('names %j in every language', (item, en, zh, pt) => {
    expect([describeOrderItem(item, 'en'), describeOrderItem(item, 'zh'), describeOrderItem(item, 'pt')]).toEqual([
      en,
      zh,
      pt,
    ]);
  });
});
