import { CalendarOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrandTotal } from '../api/get-grand-total';
import { useSignIn } from '../api/get-sign-in';
import { useSignInToday } from '../api/sign-in-today';
import { SIGN_IN_GIFT_SEVENTH_DAY, signInWeek } from '../sign-in-week';

/** Daily sign-in: today's gift, the streak of the week, and what everyone has collected. */
export function SignInCard() {
  const { t, i18n } = useTranslation('rewards');
  const info = useSignIn();
  const totals = useGrandTotal();
  const signIn = useSignInToday();
  const [gained, setGained] = useState<number>();
  const number = new Intl.NumberFormat(i18n.language);

  if (!info.data) {
    return (
      <Card title={t('signIn.title')}>
        <Skeleton active />
      </Card>
    );
  }
  const { isTodaySignIn, signInNumber, signInGiftMoney } = info.data;
  const week = signInWeek(signInNumber, isTodaySignIn);

  async function signInNow() {
    await signIn.mutateAsync().then(
      (result) => setGained(result.signInGiftMoney),
      () => undefined,
    );
  }

  return (
    <Card title={t('signIn.title')} className="sign-in-card" data-testid="sign-in-card">
      <p className="rewards-muted">{t('signIn.text', { seventh: SIGN_IN_GIFT_SEVENTH_DAY })}</p>
      <ol className="sign-in-week">
        {week.map((day) => (
          <li key={day.day} className={`sign-in-day sign-in-day--${day.state}`}>
            <span className="sign-in-day__label">{t('signIn.day', { day: day.day })}</span>
            <span className="sign-in-day__gift">{day.state === 'done' ? <CheckOutlined /> : `+${day.gift}`}</span>
          </li>
        ))}
      </ol>
      <div className="sign-in-card__action">
        <span data-testid="sign-in-streak">
          {t('signIn.streak', { count: signInNumber, days: number.format(signInNumber) })}
        </span>
        {isTodaySignIn ? (
          <Button disabled icon={<CheckOutlined />} data-testid="sign-in-done">
            {gained ? t('signIn.gained', { amount: gained }) : t('signIn.done')}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<CalendarOutlined />}
            loading={signIn.isPending}
            onClick={() => void signInNow()}
            data-testid="sign-in-button"
          >
            {t('signIn.button', { amount: signInGiftMoney })}
          </Button>
        )}
      </div>
      {gained !== undefined && gained > 0 && (
        <p className="sign-in-card__gained" data-testid="sign-in-gained">
          +{gained}
        </p>
      )}
      {totals.data && (
        <div className="sign-in-totals">
          <Statistic title={t('signIn.totalKcoins')} value={number.format(totals.data.totalKCoins)} />
          <Statistic title={t('signIn.totalPeople')} value={number.format(totals.data.totalPeople)} />
          <Statistic title={t('signIn.totalVip')} value={number.format(totals.data.totalVip)} />
        </div>
      )}
    </Card>
  );
}
