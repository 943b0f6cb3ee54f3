import { Button, Form, Input, Modal, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZNickname, ZUsername, type TUpdateUserInfoRequest, type TUserInfo } from '@orator/contracts';
import { schemaError, schemaRule } from '../../../shared/forms/schema-rule';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useUpdateUserInfo } from '../api/update-user-info';
import { SurveySelect } from './survey-select';

interface TProfileValues {
  nickname: string;
  username?: string;
  city?: string;
  message?: string;
  profession?: string;
  industry?: string;
  companySize?: string;
  companyName?: string;
  videoType?: string;
}

/** A username is optional, but one that is given follows SPEC 5 (no special characters). */
const usernameRules: FormRule[] = [
  {
    validator: async (_rule, value: string | undefined) => {
      const error = value?.trim() ? schemaError(ZUsername, value) : undefined;
      if (error !== undefined) throw new Error(error);
    },
  },
];

/** An emptied field is sent as '' so that the API clears it; a username cannot be removed, only changed. */
function toRequest(values: TProfileValues): TUpdateUserInfoRequest {
  const username = values.username?.trim();
  return {
    nickname: values.nickname.trim(),
    ...(username ? { username } : {}),
    city: values.city?.trim() ?? '',
    message: values.message?.trim() ?? '',
    profile: {
      profession: values.profession ?? '',
      industry: values.industry ?? '',
      companySize: values.companySize ?? '',
      companyName: values.companyName?.trim() ?? '',
      videoType: values.videoType ?? '',
    },
  };
}

interface TEditProfileDialogProps {
  user: TUserInfo;
  isOpen: boolean;
  onClose: () => void;
}

export function EditProfileDialog({ user, isOpen, onClose }: TEditProfileDialogProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<TProfileValues>();
  const update = useUpdateUserInfo();

  async function save(values: TProfileValues) {
    // A refused change has already been reported by the API client; the dialog stays open to fix it.
    await update.mutateAsync(toRequest(values)).then(
      () => {
        showSuccessToast(t('edit.saved'));
        onClose();
      },
      () => undefined,
    );
  }

  return (
    <Modal
      open={isOpen}
      title={t('edit.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('edit.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={update.isPending}
          onClick={() => form.submit()}
          data-testid="profile-save"
        >
          {t('edit.save')}
        </Button>,
      ]}
    >
      <Form<TProfileValues>
        form={form}
        name="profile"
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={{
          nickname: user.nickname,
          username: user.username ?? '',
          city: user.city ?? '',
          message: user.message ?? '',
          ...user.profile,
        }}
        onFinish={save}
      >
        <Form.Item name="nickname" label={t('field.nickname')} rules={[schemaRule(ZNickname)]}>
          <Input maxLength={40} data-testid="profile-nickname" />
        </Form.Item>
        <Form.Item name="username" label={t('field.username')} rules={usernameRules} extra={t('edit.usernameHint')}>
          <Input maxLength={32} data-testid="profile-username" />
        </Form.Item>
        <Form.Item name="city" label={t('field.city')}>
          <Input maxLength={64} data-testid="profile-city" />
        </Form.Item>
        <Form.Item name="message" label={t('field.message')}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <h4 className="edit-profile__survey-title">{t('survey.title')}</h4>
        <Form.Item name="profession" label={t('survey.profession')}>
          <SurveySelect code="profession" />
        </Form.Item>
        <Form.Item name="industry" label={t('survey.industry')}>
          <SurveySelect code="industry" />
        </Form.Item>
        <Form.Item name="companySize" label={t('survey.companySize')}>
          <SurveySelect code="companySize" />
        </Form.Item>
        <Form.Item name="companyName" label={t('survey.companyName')}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="videoType" label={t('survey.videoType')}>
          <SurveySelect code="videoType" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
