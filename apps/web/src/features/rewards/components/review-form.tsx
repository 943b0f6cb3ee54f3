import { Button, Card, Form, Input, List, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format-date';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useAddComment, type TAddCommentRequest } from '../api/add-comment';
import { useComments } from '../api/get-comments';

const MAX_REVIEW_LENGTH = 2000;

/** A review of Orator (1-5 stars and a text); the first one earns the review reward. */
export function ReviewForm() {
  const { t, i18n } = useTranslation('rewards');
  const [form] = Form.useForm<TAddCommentRequest>();
  const add = useAddComment();
  const comments = useComments();

  async function submit(values: TAddCommentRequest) {
    await add.mutateAsync({ rating: values.rating, content: values.content.trim() }).then(
      () => {
        showSuccessToast(t('review.thanks'));
        form.resetFields();
      },
      () => undefined,
    );
  }

  return (
    <Card title={t('review.title')} id="review" data-testid="review-card">
      <Form<TAddCommentRequest> form={form} layout="vertical" onFinish={submit} initialValues={{ rating: 5 }}>
        <Form.Item
          name="rating"
          label={t('review.rating')}
          // A rating cannot be cleared, so it is never missing; `required` would put aria-required on the stars'
          // list, which a list may not carry (axe: aria-allowed-attr).
          rules={[{ type: 'number', min: 1, max: 5, message: t('review.ratingRequired') }]}
        >
          <Rate allowClear={false} data-testid="review-rating" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('review.content')}
          rules={[{ required: true, whitespace: true, message: t('review.contentRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={MAX_REVIEW_LENGTH}
            showCount
            placeholder={t('review.placeholder')}
            data-testid="review-content"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="review-submit">
          {t('review.submit')}
        </Button>
      </Form>
      {comments.data && comments.data.length > 0 && (
        <List
          className="review-list"
          header={t('review.mine')}
          dataSource={comments.data}
          data-testid="review-list"
          renderItem={(comment) => (
            <List.Item>
              <List.Item.Meta
                title={<Rate disabled value={comment.rating} className="review-list__rate" />}
                description={formatDateTime(comment.createTime, i18n.language)}
              />
              <p className="review-list__content">{comment.content}</p>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
