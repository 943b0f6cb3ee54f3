import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import type { TScriptProblem } from './script-rules';

/** The catalogue's words for a script that cannot go yet; over the plan's limit, the way to a larger one. */
export function ScriptProblemMessage({ problem }: { problem: NonNullable<TScriptProblem> }) {
  const { t } = useTranslation(['create', 'messages']);
  const navigate = useNavigate();
  if (problem.key === 'scriptTooShort') {
    return (
      <div className="studio-field-error" data-testid="script-problem">
        {t('messages:scriptTooShort', { min: problem.min })}
      </div>
    );
  }
  return (
    <div className="studio-field-error studio-field-error--action" data-testid="script-problem">
      <span>{t('messages:characterLimitExceeded')}</span>
      <Button size="small" type="primary" onClick={() => void navigate(AppPath.Price)} data-testid="script-upgrade">
        {t('create:script.upgrade')}
      </Button>
    </div>
  );
}
