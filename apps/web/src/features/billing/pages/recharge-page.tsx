import { InfoCircleOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Card, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_RECHARGE_DISCOUNT, type TKcoinPackageId } from '@orator/contracts';
import { currentLocale } from '../../../shared/i18n/i18n';
import { AppPath } from '../../../shared/lib/app-paths';
import { goToCheckout } from '../../../shared/lib/checkout';
import { TestPaymentsNotice } from '../../../shared/payments/test-payments-notice';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { PageLoader } from '../../../shared/ui/page-loader';
import { PlanTag } from '../../../shared/ui/plan-tag';
import { showWarningToast } from '../../../shared/ui/toast';
import { useBuyKcoins } from '../api/buy-kcoins';
import { useKcoinPrices } from '../api/get-kcoin-prices';
import { KcoinPackages } from '../components/kcoin-packages';
import { RedeemBox } from '../components/redeem-box';
import { effectivePlan } from '../subscription-state';
import './billing-pages.css';

export default function RechargePage() {
  const { t, i18n } = useTranslation('billing');
  const { data: user } = useCurrentUser();
  const prices = useKcoinPrices();
  const buy = useBuyKcoins();
  const [selected, setSelected] = useState<TKcoinPackageId>();

  if (!user) return <PageLoader />;
  const plan = effectivePlan(user);

  async function pay() {
    if (!selected) {
      showWarningToast(t('recharge.selectFirst'));
      return;
    }
    // A refused order has already been reported by the API client.
    await buy.mutateAsync(selected).then(
      (checkout) => goToCheckout(checkout, currentLocale()),
      () => undefined,
    );
  }

  return (
    <div className="billing-page">
      <Typography.Title level={2} className="billing-page__title">
        {t('recharge.title')}
      </Typography.Title>
      <TestPaymentsNotice />
      <div className="recharge">
        <div className="recharge__main">
          <Card>
            <div className="recharge__balance">
              <Statistic
                title={t('recharge.balance')}
                value={user.kCoinBalance}
                prefix={<WalletOutlined />}
                formatter={(value) => (
                  <span data-testid="recharge-balance">
                    {new Intl.NumberFormat(i18n.language).format(Number(value))}
                  </span>
                )}
              />
              <span className="recharge__plan">
                <PlanTag plan={plan} />
                {plan === 'free' ? (
                  <Link to={AppPath.Price} data-testid="recharge-upgrade">
                    {t('recharge.memberOffer', { percent: MEMBER_RECHARGE_DISCOUNT * 100 })}
                  </Link>
                ) : (
                  <span className="billing-muted">
                    {t('recharge.memberSaving', { percent: MEMBER_RECHARGE_DISCOUNT * 100 })}
                  </span>
                )}
              </span>
            </div>
          </Card>
          <Card title={t('recharge.packages')}>
            <KcoinPackages prices={prices.data} selected={selected} onSelect={setSelected} />
            <Button
              type="primary"
              size="large"
              block
              className="recharge__buy"
              loading={buy.isPending}
              onClick={() => void pay()}
              data-testid="recharge-buy"
            >
              {t('recharge.buy')}
            </Button>
            <p className="recharge__note" data-testid="recharge-note">
              <InfoCircleOutlined /> {t('recharge.note')}
            </p>
          </Card>
        </div>
        <div className="recharge__side">
          <RedeemBox />
          <Card size="small">
            <Link to={AppPath.Trade} data-testid="recharge-orders">
              {t('recharge.orders')}
            </Link>
          </Card>
        </div>
      </div>
    </div>
  );
}
