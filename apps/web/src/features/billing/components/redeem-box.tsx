import { GiftOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZRedeemRequest } from '@orator/contracts';
import { schemaRule } from '../../../shared/forms/schema-rule';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useRedeemCode } from '../api/redeem-code';

interface TRedeemValues {
  code: string;
}

/** K-coin exchange: a code from a campaign or an operator turns into K-coins at once. */
export function RedeemBox() {
  const { t, i18n } = useTranslation('billing');
  const [form] = Form.useForm<TRedeemValues>();
  const redeem = useRedeemCode();

  async function submit(values: TRedeemValues) {
    // A refused code has already been reported by the API client.
    await redeem.mutateAsync(values.code.trim()).then(
      ({ kcoins }) => {
        showSuccessToast(
          t('redeem.done', { count: kcoins, amount: new Intl.NumberFormat(i18n.language).format(kcoins) }),
        );
        form.resetFields();
      },
      () => undefined,
    );
  }

  return (
    <Card title={t('redeem.title')} className="redeem-box">
      <p className="billing-muted">{t('redeem.text')}</p>
      <Form<TRedeemValues> form={form} onFinish={submit} className="redeem-box__form">
        <Form.Item name="code" rules={[schemaRule(ZRedeemRequest.shape.code)]} className="redeem-box__field">
          <Input
            prefix={<GiftOutlined />}
            placeholder={t('redeem.placeholder')}
            maxLength={64}
            data-testid="redeem-code"
          />
        </Form.Item>
        <Button htmlType="submit" loading={redeem.isPending} data-testid="redeem-submit">
          {t('redeem.submit')}
        </Button>
      </Form>
    </Card>
  );
}
