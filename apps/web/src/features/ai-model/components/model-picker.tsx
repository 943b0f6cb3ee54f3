import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAiModelStockModel } from '@orator/contracts';
import type { usePictureUploads } from '../../../shared/lib/use-picture-uploads';
import { PictureList } from '../../../shared/ui/picture-list';
import { pictureTexts } from './picture-texts';

export type TModelChoice = { type: 'stock'; id: string } | { type: 'own' };

interface TModelPickerProps {
  stockModels: TAiModelStockModel[];
  choice: TModelChoice;
  onChoose: (choice: TModelChoice) => void;
  own: ReturnType<typeof usePictureUploads>;
}

/** Who wears the product: one of the stock models, or the user's own portrait. */
export function ModelPicker({ stockModels, choice, onChoose, own }: TModelPickerProps) {
  const { t } = useTranslation('aiModel');
  return (
    <section className="ai-model-section" aria-label={t('model.title')}>
      <h3>{t('model.title')}</h3>
      <Radio.Group
        value={choice.type}
        onChange={(event) =>
          onChoose(
            event.target.value === 'own' || stockModels.length === 0
              ? { type: 'own' }
              : { type: 'stock', id: stockModels[0]!.id },
          )
        }
        optionType="button"
        options={[
          { value: 'stock', label: t('model.stock'), disabled: stockModels.length === 0 },
          { value: 'own', label: t('model.own') },
        ]}
        data-testid="ai-model-source"
      />
      {choice.type === 'stock' ? (
        <ul className="ai-model-stock">
          {stockModels.map((model, index) => (
            <li key={model.id}>
              <button
                type="button"
                className={`ai-model-stock__item${choice.id === model.id ? ' ai-model-stock__item--chosen' : ''}`}
                aria-pressed={choice.id === model.id}
                onClick={() => onChoose({ type: 'stock', id: model.id })}
                data-testid={`ai-model-stock-${model.id}`}
              >
                <img src={model.photoUrl} alt={t('model.stockAlt', { number: index + 1 })} />
                <span className="ai-model-stock__name">{model.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <PictureList
          testIdPrefix="ai-model-person"
          pictures={own.pictures}
          isFull={own.isFull}
          isMultiple={false}
          texts={pictureTexts(t, t('model.ownHint'))}
          onAdd={own.add}
          onRemove={own.remove}
        />
      )}
    </section>
  );
}
