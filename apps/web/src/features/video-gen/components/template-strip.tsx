import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toLocale, type TVideoGenRatio, type TVideoGenTemplateImage } from '@orator/contracts';
import { useCopyTemplate, useTemplateImages } from '../api/video-gen-api';

interface TTemplateStripProps {
  ratio: TVideoGenRatio;
  /** Whether the picture list has room; a full list copies nothing. */
  isFull: boolean;
  onFull: () => void;
  /** The template became the user's own file `fileId`. */
  onCopied: (template: TVideoGenTemplateImage, fileId: number) => void;
}

/** Our painted scenes in the clip's shape, to film one without a picture of one's own. */
export function TemplateStrip({ ratio, isFull, onFull, onCopied }: TTemplateStripProps) {
  const { t, i18n } = useTranslation('videoGen');
  const templates = useTemplateImages(ratio, toLocale(i18n.language));
  const copy = useCopyTemplate();
  if (!templates.data?.length) return null;

  function pick(template: TVideoGenTemplateImage) {
    if (isFull) return onFull();
    copy.mutate(template.id, { onSuccess: (file) => onCopied(template, file.id) });
  }

  return (
    <div className="video-gen-templates" data-testid="video-gen-templates" data-ratio={ratio}>
      <p className="video-gen-muted">{t('templates.title')}</p>
      <ul className="video-gen-templates__list">
        {templates.data.map((template) => (
          <li key={template.id}>
            <button
              type="button"
              className="video-gen-templates__item"
              style={{ aspectRatio: `${template.width} / ${template.height}` }}
              onClick={() => pick(template)}
              disabled={copy.isPending}
              title={template.prompt}
              aria-label={t('templates.use', { prompt: template.prompt })}
              data-testid={`video-gen-template-${template.id}`}
            >
              <img src={template.url} alt="" loading="lazy" />
              {copy.isPending && copy.variables === template.id && (
                <span className="video-gen-templates__busy">
                  <LoadingOutlined />
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
