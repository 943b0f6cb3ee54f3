import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudio } from '../studio/studio-context';

/** The words the server flagged that are still in the script: each disappears as the user rewrites it. */
export function SensitiveWordsAlert({ script }: { script: string }) {
  const { t } = useTranslation('messages');
  const flagged = useStudio((state) => state.flaggedWords);
  const lowerScript = script.toLowerCase();
  const remaining = flagged.filter((word) => lowerScript.includes(word.toLowerCase()));
  if (remaining.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={<span data-testid="sensitive-words">{t('sensitiveWordsFound', { words: remaining.join(', ') })}</span>}
    />
  );
}
