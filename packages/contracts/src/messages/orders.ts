import type { TCatalogue } from './catalogue';

/** What an order bought, named in the buyer's language on the orders page, the records, the invoice and the checkout. */
export const orderMessages = {
  orderKcoins: { en: '{{count}} K-coins', zh: '{{count}} K币', pt: '{{count}} K-coins' },
  orderPlanOneoff: {
    en: '{{plan}} plan, one month',
    zh: '{{plan}}套餐（单月）',
    pt: 'Plano {{plan}}, um mês',
  },
  orderPlanMonthly: {
    en: '{{plan}} plan, billed monthly',
    zh: '{{plan}}套餐（按月订阅）',
    pt: 'Plano {{plan}}, cobrança mensal',
  },
  orderPlanYearly: {
    en: '{{plan}} plan, billed yearly',
    zh: '{{plan}}套餐（按年订阅）',
    pt: 'Plano {{plan}}, cobrança anual',
  },
  planStandard: { en: 'Standard', zh: '标准版', pt: 'Padrão' },
  planPro: { en: 'Pro', zh: '专业版', pt: 'Pro' },
  planEnterprise: { en: 'Enterprise', zh: '企业版', pt: 'Empresarial' },
  orderVoiceCloneInstant: {
    en: 'Instant voice clone “{{name}}”',
    zh: '极速声音克隆“{{name}}”',
    pt: 'Clonagem de voz instantânea “{{name}}”',
  },
  orderVoiceClonePro: {
    en: 'Pro voice clone “{{name}}”',
    zh: '专业声音克隆“{{name}}”',
    pt: 'Clonagem de voz pro “{{name}}”',
  },
  /** Clone orders made before their name and kind were kept. */
  orderVoiceClone: { en: 'Voice clone', zh: '声音克隆', pt: 'Clonagem de voz' },
  orderRenewal: {
    en: '{{item}}, renewed for a year',
    zh: '{{item}}，续期一年',
    pt: '{{item}}, renovação por um ano',
  },
} satisfies TCatalogue;
