import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale, type TLocale, type TShowcaseExample, type TShowcaseKind } from '@orator/contracts';
import { useShowcase } from '../api/get-showcase';
import './showcase-examples.css';

/** A line only some pages add: what the examples are not. */
export type TShowcaseNote = 'libraryVoices' | 'translator';

export interface TShowcaseChoice {
  /** In the order they are shown. */
  kinds: readonly TShowcaseKind[];
  /** `visitor`: only the visitor's language; `all`: every language made, the visitor's first. */
  languages: 'visitor' | 'all';
  note?: TShowcaseNote;
}

/** The examples a page shows: of its kinds, in their order, the visitor's language first. */
export function pickExamples(
  examples: readonly TShowcaseExample[],
  choice: TShowcaseChoice,
  locale: TLocale,
): TShowcaseExample[] {
  return choice.kinds.flatMap((kind) => {
    const ofKind = examples.filter((example) => example.kind === kind);
    const own = ofKind.filter((example) => example.locale === locale);
    return choice.languages === 'visitor' ? own : [...own, ...ofKind.filter((example) => example.locale !== locale)];
  });
}

/**
 * Clips and voice samples this installation made of itself at first start (GET showcase list), in the visitor's
 * language. Nothing at all while there are none: an installation still making them, or one that could not.
 */
export function ShowcaseExamples(choice: TShowcaseChoice) {
  const { i18n } = useTranslation();
  const { data } = useShowcase();
  const examples = pickExamples(data ?? [], choice, toLocale(i18n.language));
  if (!examples.length) return null;
  // The texts load only when there is something to show, without holding up the page around them.
  return (
    <Suspense fallback={null}>
      <ShowcaseSection examples={examples} note={choice.note} />
    </Suspense>
  );
}

function ShowcaseSection({ examples, note }: { examples: TShowcaseExample[]; note?: TShowcaseNote }) {
  const { t } = useTranslation('landing');
  return (
    <section className="site-section showcase" data-testid="landing-showcase">
      <h2 className="site-section__title">{t('common.showcase.title')}</h2>
      <p className="site-section__lead">{t('common.showcase.lead')}</p>
      {note && <p className="site-section__lead">{t(`common.showcase.notes.${note}`)}</p>}
      <ul className="showcase__list">
        {examples.map((example) => (
          <ShowcaseItem key={example.id} example={example} />
        ))}
      </ul>
    </section>
  );
}

function ShowcaseItem({ example }: { example: TShowcaseExample }) {
  const { t, i18n } = useTranslation('landing');
  const textId = useId();
  const language = languageName(example.language, i18n.language);
  const label = t('common.showcase.label', { kind: t(`common.showcase.kinds.${example.kind}`), language });
  const madeBy = t(`common.showcase.madeBy.${example.kind}`, {
    date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(example.madeAt)),
    voice: example.engine.voiceName,
    engine: isNamedEngine(example.engine.speech)
      ? t(`common.showcase.engines.${example.engine.speech}`)
      : example.engine.speech,
    presenter: example.presenterName ?? '',
  });
  return (
    <li className={`showcase__item showcase__item--${example.kind}`} data-testid={`showcase-${example.kind}`}>
      <figure>
        {example.kind === 'voiceSample' ? (
          <audio controls preload="none" src={example.fileUrl} aria-label={label} aria-describedby={textId} />
        ) : (
          <video
            controls
            preload="none"
            src={example.fileUrl}
            poster={example.posterUrl ?? undefined}
            width={example.width ?? undefined}
            height={example.height ?? undefined}
            aria-label={label}
            aria-describedby={textId}
          />
        )}
        <figcaption>
          <strong>{label}</strong>
          <q id={textId} lang={example.language} dir="auto" className="showcase__text">
            {example.text}
          </q>
          <small>{madeBy}</small>
        </figcaption>
      </figure>
    </li>
  );
}

/** The offline speech engines, by their own names. */
const NAMED_ENGINES = ['espeak', 'festival', 'flite'] as const;
const isNamedEngine = (engine: string): engine is (typeof NAMED_ENGINES)[number] =>
  (NAMED_ENGINES as readonly string[]).includes(engine);

/** The language's name in the visitor's language ('pt-BR' in Chinese: 葡萄牙语（巴西）), else its code. */
function languageName(code: string, visitorLanguage: string): string {
  try {
    return new Intl.DisplayNames([visitorLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
