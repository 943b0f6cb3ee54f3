import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLAN_BENEFITS } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { PageLoader } from '../../../shared/ui/page-loader';
import { PlanTag } from '../../../shared/ui/plan-tag';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { KcoinRecords } from '../components/kcoin-records';
import { benefitLines } from '../plan-benefit-lines';
import { canCancel, effectivePlan, subscriptionState } from '../subscription-state';
import './billing-pages.css';

/** My rights: the plan in force, what it includes, and where the K-coins went. */
export default function InterestsPage() {
  const { t, i18n } = useTranslation('billing');
  const { t: tCommon } = useTranslation();
  const { data: user } = useCurrentUser();
  const isMobile = useIsMobile();
  const cancel = useCancelSubscription();

  if (!user) return <PageLoader />;
  const plan = effectivePlan(user);
  const state = subscriptionState(user);
  const number = new Intl.NumberFormat(i18n.language);
  const expiry = user.vipExpireTime ? formatDateTime(user.vipExpireTime, i18n.language) : undefined;

  return (
    <div className="billing-page">
      <Typography.Title level={2} className="billing-page__title">
        {t('interests.title')}
      </Typography.Title>
      <div className="interests">
        <Card title={t('interests.plan')} data-testid="interests-plan-card">
          <Descriptions
            column={1}
            items={[
              {
                key: 'plan',
                label: t('interests.currentPlan'),
                children: <PlanTag plan={plan} testId="interests-plan" />,
              },
              {
                key: 'status',
                label: t('interests.status'),
                children: (
                  <span data-testid="interests-status" data-state={state}>
                    {t(`subscription.${state}`, { date: expiry ?? '' })}
                  </span>
                ),
              },
              {
                key: 'expiry',
                label: t('interests.expiry'),
                children: (
                  <span data-testid="interests-expiry">{plan === 'free' || !expiry ? t('order.none') : expiry}</span>
                ),
              },
              {
                key: 'kcoins',
                label: t('interests.kcoins'),
                children: <span data-testid="interests-kcoins">{number.format(user.kCoinBalance)}</span>,
              },
            ]}
          />
          <div className="interests__actions">
            <Link to={AppPath.Price}>
              <Button type="primary" data-testid="interests-upgrade">
                {plan === 'free' ? t('interests.upgrade') : t('interests.changePlan')}
              </Button>
            </Link>
            <Link to={AppPath.Recharge}>
              <Button>{t('interests.buyKcoins')}</Button>
            </Link>
            {canCancel(user) && (
              <Popconfirm
                title={t('interests.cancelTitle')}
                description={t('interests.cancelText', { date: expiry ?? '' })}
                okText={t('interests.cancelConfirm')}
                cancelText={t('interests.keep')}
                okButtonProps={{ danger: true, id: 'interests-cancel-confirm' }}
                onConfirm={() =>
                  cancel.mutateAsync().then(
                    () => showSuccessToast(t('interests.cancelled')),
                    () => undefined,
                  )
                }
              >
                <Button danger type="text" loading={cancel.isPending} data-testid="interests-cancel">
                  {t('interests.cancel')}
                </Button>
              </Popconfirm>
            )}
          </div>
        </Card>
        <Card title={t('interests.benefits', { plan: tCommon(`plan.${plan}`) })} data-testid="interests-benefits">
          <ul className="benefit-lines">
            {benefitLines(plan, PLAN_BENEFITS[plan]).map(({ key, isIncluded, count }) => (
              <li key={key} className={isIncluded ? undefined : 'benefit-lines__missing'} data-included={isIncluded}>
                {isIncluded ? <CheckCircleFilled /> : <CloseCircleOutlined />}
                {t(`benefit.${key}`, { count: count ?? 0, amount: number.format(count ?? 0) })}
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <KcoinRecords isMobile={isMobile} />
    </div>
  );
}
