import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { BLOG_POSTS, blogPostPath } from '../blog/blog-posts';
import { InfoPage } from '../components/info-page';

/** SPEC 2 "blog": the index of the posts kept in the repository, newest first. */
export default function BlogPage() {
  const { t, i18n } = useTranslation('info');
  const { t: tMeta } = useTranslation('meta');
  const seoPath = useSeoPath();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <InfoPage testId="info-blog" eyebrow={t('blog.eyebrow')} title={t('blog.title')} intro={t('blog.intro')}>
      <section className="site-section">
        <div className="info-cards" data-testid="blog-posts">
          {BLOG_POSTS.map((post) => (
            <article key={post.slug} data-testid={`blog-post-${post.slug}`}>
              <span className="blog-post__date">
                {t('blog.published', { date: date.format(new Date(post.published)) })}
              </span>
              <h2>{tMeta(`${post.meta}.heading`)}</h2>
              <p>{tMeta(`${post.meta}.description`)}</p>
              <Link to={seoPath(blogPostPath(post))}>{t('blog.read')}</Link>
            </article>
          ))}
        </div>
      </section>
    </InfoPage>
  );
}
