import { useTranslation } from 'react-i18next';
import type { TCatalogueSummary } from '@orator/contracts';
import { useCatalogueSummary } from '../../../shared/catalogue/get-catalogue-summary';

/** The numbers of this installation's catalogue a feature page may name, counted by the server. */
const FIGURES = {
  avatars: (summary: TCatalogueSummary) => summary.avatars,
  voices: (summary: TCatalogueSummary) => summary.voices,
  voiceLanguages: (summary: TCatalogueSummary) => summary.voiceLanguages,
  cloneLanguages: (summary: TCatalogueSummary) => summary.cloneLanguages,
  subtitleLanguages: (summary: TCatalogueSummary) => summary.subtitleLanguages,
} as const;
export type TCatalogueFigure = keyof typeof FIGURES;

/**
 * What this installation offers, in its own numbers (GET catalogueSummary): never a number typed into a text.
 * Until the numbers arrive, or if they never do, each figure shows its name without a number.
 */
export function CatalogueFigures({ figures }: { figures: readonly TCatalogueFigure[] }) {
  const { t, i18n } = useTranslation('landing');
  const { data: summary } = useCatalogueSummary();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="home-figures" data-testid="landing-figures">
      {figures.map((figure) => {
        const count = summary && FIGURES[figure](summary);
        return (
          <li key={figure} data-testid={`landing-figure-${figure}`}>
            {count === undefined ? (
              <>
                {/* The number's line, kept empty: the figure does not grow when its number arrives. */}
                <strong aria-hidden="true" />
                <span>{t(`common.figures.${figure}.name`)}</span>
              </>
            ) : (
              <>
                <strong>{number.format(count)}</strong>
                <span>{t(`common.figures.${figure}.label`, { count })}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
