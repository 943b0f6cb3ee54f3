import { useTranslation } from 'react-i18next';
import './coming-soon-tag.css';

interface TComingSoonTagProps {
  testId?: string;
}

/** Marks a tool this version does not have yet (contracts features.ts), wherever it is named. */
export function ComingSoonTag({ testId }: TComingSoonTagProps) {
  const { t } = useTranslation();
  return (
    <span className="coming-soon-tag" data-testid={testId}>
      {t('featureStatus.comingSoon')}
    </span>
  );
}
