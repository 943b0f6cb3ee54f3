import { Tour, type TourProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../../shared/ui/antd-scope';

/**
 * Finds a tour target when its step shows. A target the layout does not show (the header's K-coins on a
 * phone) is null, which antd's types do not admit for one function but which centres the step.
 */
function byTourName(...names: string[]): () => HTMLElement {
  const find = () =>
    names.map((name) => document.querySelector<HTMLElement>(`[data-tour="${name}"]`)).find(Boolean) ?? null;
  return find as () => HTMLElement;
}

interface TIntroTourStepsProps {
  isOpen: boolean;
  onFinish: () => void;
}

/**
 * The tour of IntroTour, loaded when a browser that has not seen it opens the workbench; in its own AntdScope, as the
 * shell is built without antd.
 */
export default function IntroTourSteps({ isOpen, onFinish }: TIntroTourStepsProps) {
  const { t } = useTranslation('shell');
  const steps: TourProps['steps'] = [
    {
      title: t('tour.nav.title'),
      description: t('tour.nav.text'),
      target: byTourName('nav', 'nav-mobile'),
      placement: 'right',
    },
    { title: t('tour.tools.title'), description: t('tour.tools.text'), target: byTourName('workbench-tools') },
    { title: t('tour.kCoins.title'), description: t('tour.kCoins.text'), target: byTourName('kcoins') },
    { title: t('tour.projects.title'), description: t('tour.projects.text'), target: byTourName('my-projects') },
    { title: t('tour.language.title'), description: t('tour.language.text'), target: byTourName('language') },
  ];
  return (
    <AntdScope>
      <Tour open={isOpen} steps={steps} onClose={onFinish} onFinish={onFinish} rootClassName="intro-tour" />
    </AntdScope>
  );
}
