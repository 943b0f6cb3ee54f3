import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './brand-mark.css';

interface TBrandMarkProps {
  /** On dark or coloured backgrounds the name is drawn in white. */
  isInverted?: boolean;
  /** The logo alone, for a collapsed sidebar. */
  isCompact?: boolean;
}

export function BrandMark({ isInverted = false, isCompact = false }: TBrandMarkProps) {
  const { t } = useTranslation();
  // Each mark needs its own gradient: a reference to one inside a hidden copy would draw nothing.
  const gradientId = useId();
  return (
    <span className={isInverted ? 'brand-mark brand-mark--inverted' : 'brand-mark'}>
      <svg className="brand-mark__logo" viewBox="0 0 64 64" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6d5efc" />
            <stop offset="1" stopColor="#22b8cf" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
        <circle cx="32" cy="27" r="11" fill="none" stroke="#fff" strokeWidth="5" />
        <path d="M20 48c3-6 7-9 12-9s9 3 12 9" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      </svg>
      {isCompact ? (
        <span className="brand-mark__hidden-name">{t('brand.name')}</span>
      ) : (
        <span className="brand-mark__name">{t('brand.name')}</span>
      )}
    </span>
  );
}
