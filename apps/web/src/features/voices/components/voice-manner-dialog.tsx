import { Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_VOICE_NAME_MAX, SPEECH_MANNER_RANGES } from '@orator/contracts';
import { messageText } from '../../../shared/i18n/message-text';
import { LabelledSlider } from '../../../shared/ui/labelled-slider';

export interface TVoiceManner {
  name: string;
  speakRate: number;
  speakPitch: number;
  volume: number;
}

interface TVoiceMannerDialogProps {
  /** The voice the dialog is about, shown in its title. */
  voiceName: string;
  /** Saving a new voice or editing a saved one: only the title and the button differ. */
  mode: 'save' | 'edit';
  initial: TVoiceManner;
  isOpen: boolean;
  isPending: boolean;
  onSubmit: (manner: TVoiceManner) => void;
  onClose: () => void;
}

const MANNER_FIELDS = ['speakRate', 'speakPitch', 'volume'] as const;

/** The user's name for a voice and the manner they like it in: speed, pitch and volume. */
export function VoiceMannerDialog({
  voiceName,
  mode,
  initial,
  isOpen,
  isPending,
  onSubmit,
  onClose,
}: TVoiceMannerDialogProps) {
  const { t } = useTranslation('voices');
  const [form] = Form.useForm<TVoiceManner>();

  useEffect(() => {
    if (isOpen) form.setFieldsValue(initial);
  }, [isOpen, initial, form]);

  return (
    <Modal
      open={isOpen}
      title={t(mode === 'save' ? 'manner.saveTitle' : 'manner.editTitle', { name: voiceName })}
      okText={t(mode === 'save' ? 'manner.save' : 'manner.update')}
      cancelText={t('manner.cancel')}
      confirmLoading={isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form<TVoiceManner>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => onSubmit({ ...values, name: values.name.trim() })}
      >
        <Form.Item
          name="name"
          label={t('manner.name')}
          rules={[
            { required: true, whitespace: true, message: messageText('savedVoiceNameRequired') },
            { max: SAVED_VOICE_NAME_MAX, message: messageText('savedVoiceNameTooLong') },
          ]}
        >
          <Input maxLength={SAVED_VOICE_NAME_MAX} showCount data-testid="voice-manner-name" />
        </Form.Item>
        {MANNER_FIELDS.map((field) => {
          const range = SPEECH_MANNER_RANGES[field];
          return (
            <Form.Item key={field} label={t(`manner.${field}`)} className="voice-manner-field">
              <div className="voice-manner-field__controls">
                <Form.Item name={field} noStyle>
                  <LabelledSlider label={t(`manner.${field}`)} min={range.min} max={range.max} step={0.05} />
                </Form.Item>
                <Form.Item name={field} noStyle>
                  <InputNumber
                    min={range.min}
                    max={range.max}
                    step={0.05}
                    size="small"
                    aria-label={t(`manner.${field}`)}
                    data-testid={`voice-manner-${field}`}
                  />
                </Form.Item>
              </div>
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
