import { Button, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLONE_NAME_MAX, type TCloneKind, type TSaveVoiceCloneRequest } from '@orator/contracts';
import { currentLocale } from '../../../shared/i18n/i18n';
import { formatCents, goToCheckout } from '../../../shared/lib/checkout';
import { useCloneLanguages, useClonePrices, usePayClone, useSaveClone } from '../api/voice-clone-api';
import { NoticeCheckbox } from './notice-checkbox';
import { SampleField, type TChosenSample } from './sample-field';
import { languageLabel } from '../../../shared/lib/language-label';
import { LANGUAGE_SEARCH, languageSearchText } from '../../../shared/lib/language-search';

interface TCloneFormValues {
  name: string;
  gender: 'female' | 'male';
  language: string;
  sample?: TChosenSample;
  noticeAccepted?: boolean;
}

/** Name, gender, language, recording and the notice; submitting saves the clone and goes to pay for it. */
export function CloneForm({ kind }: { kind: TCloneKind }) {
  const { t, i18n } = useTranslation(['voiceClone', 'messages']);
  const [form] = Form.useForm<TCloneFormValues>();
  const languages = useCloneLanguages();
  const prices = useClonePrices();
  const save = useSaveClone();
  const pay = usePayClone();
  const priceCents = prices.data && (kind === 'instant' ? prices.data.voiceInstant : prices.data.voicePro);
  const price = prices.data && priceCents ? formatCents(priceCents, prices.data.currency, i18n.language) : '';

  async function submit(values: TCloneFormValues) {
    const clone = await save.mutateAsync({
      kind,
      name: values.name,
      gender: values.gender,
      language: values.language as TSaveVoiceCloneRequest['language'],
      sampleFileId: values.sample!.fileId,
      noticeAccepted: Boolean(values.noticeAccepted),
    });
    goToCheckout(await pay.mutateAsync(clone.id), currentLocale());
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="clone-form"
      initialValues={{
        gender: 'female',
        language: i18n.language.startsWith('zh') ? 'zh-CN' : i18n.language.startsWith('pt') ? 'pt-BR' : 'en-US',
      }}
      onFinish={(values) => void submit(values).catch(() => undefined)}
      data-testid="clone-form"
    >
      <Form.Item
        name="name"
        label={t('field.name')}
        rules={[{ required: true, whitespace: true, message: t('required.name') }]}
      >
        <Input maxLength={CLONE_NAME_MAX} placeholder={t('field.namePlaceholder')} data-testid="clone-name" />
      </Form.Item>
      <Form.Item name="gender" label={t('field.gender')}>
        <Radio.Group
          options={[
            { value: 'female', label: t('gender.female') },
            { value: 'male', label: t('gender.male') },
          ]}
          optionType="button"
        />
      </Form.Item>
      <Form.Item
        name="language"
        label={t('field.language')}
        rules={[{ required: true, message: t('required.language') }]}
      >
        <Select
          showSearch={LANGUAGE_SEARCH}
          loading={languages.isLoading}
          options={languages.data?.map((language) => ({
            value: language.code,
            label: languageLabel(language),
            search: languageSearchText(language, i18n.language),
          }))}
          data-testid="clone-language"
        />
      </Form.Item>
      <Form.Item
        name="sample"
        label={t('field.sample')}
        rules={[
          {
            validator: (_, value) =>
              value ? Promise.resolve() : Promise.reject(new Error(t('messages:uploadAudioRequired'))),
          },
        ]}
      >
        <SampleField kind={kind} />
      </Form.Item>
      <Form.Item
        name="noticeAccepted"
        rules={[
          {
            validator: (_, value) =>
              value ? Promise.resolve() : Promise.reject(new Error(t('messages:cloneNoticeRequired'))),
          },
        ]}
      >
        <NoticeCheckbox />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={save.isPending || pay.isPending}
        data-testid="clone-submit"
      >
        {t('submitAndPay', { price })}
      </Button>
    </Form>
  );
}
