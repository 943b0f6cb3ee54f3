import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANS, type TPlan } from '@orator/contracts';

function isPlan(value: string): value is TPlan {
  return (PLANS as readonly string[]).includes(value);
}

interface TPlanTagProps {
  plan: string;
  testId?: string;
}

/** The user's plan by its localized name; a plan this version does not know is shown as the API sent it. */
export function PlanTag({ plan, testId }: TPlanTagProps) {
  const { t } = useTranslation();
  return (
    <Tag color={plan === 'free' ? 'default' : 'purple'} data-testid={testId}>
      {isPlan(plan) ? t(`plan.${plan}`) : plan}
    </Tag>
  );
}
