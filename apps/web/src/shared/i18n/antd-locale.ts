import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import zhCN from 'antd/locale/zh_CN';
import type { TLocale } from '@orator/contracts';

export const ANTD_LOCALES: Record<TLocale, Locale> = { en: enUS, zh: zhCN, pt: ptBR };
