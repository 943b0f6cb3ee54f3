import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLONE_NAME_MAX, type TVoiceClone } from '@orator/contracts';
import { useUpdateClone } from '../api/voice-clone-api';
import { SampleField, type TChosenSample } from './sample-field';

interface TResubmitValues {
  name: string;
  sample?: TChosenSample;
}

/** SPEC 4 "with resubmit": a new name or recording, back to review without paying again. */
export function ResubmitModal({ clone, onClose }: { clone: TVoiceClone; onClose(): void }) {
  const { t } = useTranslation('voiceClone');
  const [form] = Form.useForm<TResubmitValues>();
  const update = useUpdateClone();

  async function submit(values: TResubmitValues) {
    await update.mutateAsync({ id: clone.id, name: values.name, sampleFileId: values.sample?.fileId });
    onClose();
  }

  return (
    <Modal
      open
      title={t('resubmit.title', { name: clone.name })}
      okText={t('resubmit.submit')}
      okButtonProps={{ loading: update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('resubmit.lead')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: clone.name }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item
          name="name"
          label={t('field.name')}
          rules={[{ required: true, whitespace: true, message: t('required.name') }]}
        >
          <Input maxLength={CLONE_NAME_MAX} data-testid="resubmit-name" />
        </Form.Item>
        <Form.Item name="sample" label={t('resubmit.newSample')}>
          <SampleField kind={clone.kind} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
