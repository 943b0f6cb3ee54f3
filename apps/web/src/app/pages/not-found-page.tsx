import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../shared/lib/app-paths';
import './centered-page.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="centered-page">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.description')}
        extra={
          <Link to={AppPath.Workbench}>
            <Button type="primary" data-testid="not-found-home">
              {t('notFound.backHome')}
            </Button>
          </Link>
        }
      />
    </main>
  );
}
