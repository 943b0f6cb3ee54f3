import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalogueSummary } from '../catalogue/get-catalogue-summary';
import './test-payments-notice.css';

/** Shown where money is asked for while the sandbox takes payments: nothing bought here is paid for. */
export function TestPaymentsNotice() {
  const { t } = useTranslation('common');
  const { data: summary } = useCatalogueSummary();
  if (summary?.payments !== 'sandbox') return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="test-payments-notice"
      data-testid="test-payments-notice"
      title={t('testPayments.title')}
      description={t('testPayments.body')}
    />
  );
}
