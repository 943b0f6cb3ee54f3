import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFaceSwapFace, TFaceSwapMapping, TFaceSwapPerson } from '@orator/contracts';
import { formatDuration } from '../../../shared/lib/media-format';
import { StoredImage } from './stored-image';

interface TPeopleMappingProps {
  people: TFaceSwapPerson[];
  faces: TFaceSwapFace[];
  mapping: TFaceSwapMapping;
  isLocked: boolean;
  onMap: (personId: string, faceId: number | undefined) => void;
}

const UNCHANGED = 'unchanged';

/** Each person found, with the face chosen for them from the library, or left unchanged. */
export function PeopleMapping({ people, faces, mapping, isLocked, onMap }: TPeopleMappingProps) {
  const { t } = useTranslation('faceSwap');
  const ready = faces.filter((face) => face.state === 'ready');
  return (
    <section className="face-swap-panel" data-testid="face-swap-people">
      <h2 className="face-swap-panel__title">{t('people.title')}</h2>
      {ready.length === 0 && <p className="face-swap-panel__hint">{t('people.noFaces')}</p>}
      <ul className="face-swap-people">
        {people.map((person, index) => {
          const number = index + 1;
          return (
            <li key={person.id} className="face-swap-person" data-testid={`face-swap-person-${person.id}`}>
              <StoredImage
                fileId={person.thumbnailFileId}
                alt={t('people.person', { number })}
                className="face-swap-person__thumbnail"
              />
              <div className="face-swap-person__body">
                <strong>{t('people.person', { number })}</strong>
                <span className="face-swap-panel__hint">
                  {t('people.seen', {
                    seconds: Math.round(person.secondsSeen),
                    start: formatDuration(person.firstSeenSec),
                  })}
                </span>
                <Radio.Group
                  aria-label={t('people.pick', { number })}
                  className="face-swap-person__faces"
                  disabled={isLocked}
                  value={mapping[person.id] ?? UNCHANGED}
                  onChange={(event) => {
                    const value = event.target.value as number | typeof UNCHANGED;
                    onMap(person.id, value === UNCHANGED ? undefined : value);
                  }}
                >
                  <Radio.Button value={UNCHANGED}>
                    <span data-testid={`face-swap-map-${person.id}-none`}>{t('people.unchanged')}</span>
                  </Radio.Button>
                  {ready.map((face) => (
                    <Radio.Button key={face.id} value={face.id}>
                      <span data-testid={`face-swap-map-${person.id}-${face.id}`}>{face.name}</span>
                    </Radio.Button>
                  ))}
                </Radio.Group>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
