import { Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toLocale } from '@orator/contracts';
import { withoutSeoPrefix } from '../../../shared/lib/seo-locale';
import { AppPath } from '../../../shared/lib/app-paths';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { BLOG_POSTS, blogPostPath, loadPostText } from '../blog/blog-posts';
import { Markdown } from '../components/markdown';
import { landingValues } from '../landing-values';
import '../components/info-page.css';
import './site-pages.css';

/** One post of the blog, in the reader's language, with the numbers it names taken from the plan rules. */
export default function BlogPostPage() {
  const { t, i18n } = useTranslation('info');
  const seoPath = useSeoPath();
  const { pathname } = useLocation();
  const locale = toLocale(i18n.language);
  const post = BLOG_POSTS.find((candidate) => blogPostPath(candidate) === withoutSeoPrefix(pathname));
  const { data: text, isError } = useQuery({
    queryKey: ['blog-post', post?.slug, locale],
    queryFn: () => loadPostText(post!.slug, locale),
    enabled: post !== undefined,
    staleTime: Infinity,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="site-page">
      <article className="blog-post" data-testid="blog-post">
        <Link to={seoPath(AppPath.Blog)}>{t('blog.back')}</Link>
        {!post || isError ? (
          <Result status="404" title={t('blog.missing')} />
        ) : text === undefined ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            <Markdown source={text} values={landingValues(i18n.language)} />
            <p className="blog-post__date">{t('blog.published', { date: date.format(new Date(post.published)) })}</p>
          </>
        )}
      </article>
    </div>
  );
}
