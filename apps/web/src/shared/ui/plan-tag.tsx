import { useTranslation } from 'react-i18next';
import { PLANS, type TPlan } from '@orator/contracts';
import './plan-tag.css';

function isPlan(value: string): value is TPlan {
  return (PLANS as readonly string[]).includes(value);
}

interface TPlanTagProps {
  plan: string;
  testId?: string;
}

/**
 * The user's plan by its localized name; a plan this version does not know is shown as the API sent it. Drawn
 * without antd, as the shell and the workbench show it before antd has loaded.
 */
export function PlanTag({ plan, testId }: TPlanTagProps) {
  const { t } = useTranslation();
  return (
    <span className={plan === 'free' ? 'plan-tag' : 'plan-tag plan-tag--paid'} data-testid={testId}>
      {isPlan(plan) ? t(`plan.${plan}`) : plan}
    </span>
  );
}
