import { UploadOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Radio, Switch, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCutoutBackground, TCutoutScene } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { uploadCutoutImage } from '../api/cutout-api';
import { cutoutInputProblem } from '../input-rules';

/** What each built-in scene looks like in its button: the scene itself is drawn by the server at full size. */
const SCENE_SWATCHES: Record<TCutoutScene, string> = {
  studioWhite: 'linear-gradient(#ffffff, #e4e4e2)',
  studioGrey: 'linear-gradient(#d6d9dd, #8e939a)',
  warmSweep: 'linear-gradient(#fbebdc, #d8a57c)',
  coolSweep: 'linear-gradient(#e8f0f8, #86a8c8)',
  podium: 'linear-gradient(#f3efe9 70%, #ffffff 70%, #d8d2c8)',
  softDaylight: 'radial-gradient(circle at 20% 10%, #fffaf0, #efe6d6 55%, #b9ae9c)',
};

type TKind = TCutoutBackground['type'];

interface TBackdropPanelProps {
  scenes: readonly TCutoutScene[];
  isApplying: boolean;
  onApply: (background: TCutoutBackground, shadow: boolean) => void;
}

/** Where the cutout goes: kept transparent, a colour, a built-in scene or the user's own photo. */
export function BackdropPanel({ scenes, isApplying, onApply }: TBackdropPanelProps) {
  const { t } = useTranslation('cutout');
  const { t: tMessage } = useTranslation('messages');
  const [kind, setKind] = useState<TKind>('transparent');
  const [colour, setColour] = useState('#ffffff');
  const [scene, setScene] = useState<TCutoutScene>(scenes[0] ?? 'studioWhite');
  const [photo, setPhoto] = useState<{ fileId: number; name: string } | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [shadow, setShadow] = useState(true);

  const background = (): TCutoutBackground | null => {
    if (kind === 'colour') return { type: 'colour', colour };
    if (kind === 'scene') return { type: 'scene', scene };
    if (kind === 'image') return photo ? { type: 'image', fileId: photo.fileId } : null;
    return { type: 'transparent' };
  };

  const uploadBackdrop = async (file: File) => {
    setPhotoError(null);
    const problem = await cutoutInputProblem(file);
    if (problem) return setPhotoError(tMessage(problem.key, problem.params));
    try {
      const stored = await uploadCutoutImage(file);
      setPhoto({ fileId: stored.id, name: file.name });
    } catch (error) {
      setPhotoError(isApiError(error) ? error.message : tMessage('uploadFailed'));
    }
  };

  const chosen = background();
  return (
    <section className="cutout-backdrop" aria-label={t('backdropTitle')}>
      <h3>{t('backdropTitle')}</h3>
      <Radio.Group
        value={kind}
        onChange={(event) => setKind(event.target.value as TKind)}
        optionType="button"
        data-testid="backdrop-kind"
        options={[
          { value: 'transparent', label: t('backdrop.transparent') },
          { value: 'colour', label: t('backdrop.colour') },
          { value: 'scene', label: t('backdrop.scene') },
          { value: 'image', label: t('backdrop.image') },
        ]}
      />
      {kind === 'colour' && (
        <ColorPicker
          value={colour}
          onChangeComplete={(value) => setColour(value.toHexString().slice(0, 7))}
          showText
          disabledAlpha
          data-testid="backdrop-colour"
        />
      )}
      {kind === 'scene' && (
        <div className="cutout-backdrop__scenes" role="radiogroup" aria-label={t('backdrop.scene')}>
          {scenes.map((name) => (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={name === scene}
              className={`cutout-backdrop__scene${name === scene ? ' cutout-backdrop__scene--chosen' : ''}`}
              onClick={() => setScene(name)}
              data-testid={`scene-${name}`}
            >
              <span className="cutout-backdrop__swatch" style={{ background: SCENE_SWATCHES[name] }} />
              {t(`scene.${name}`)}
            </button>
          ))}
        </div>
      )}
      {kind === 'image' && (
        <div>
          <Upload
            accept="image/jpeg,image/png,image/webp"
            showUploadList={false}
            beforeUpload={(file) => {
              void uploadBackdrop(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="backdrop-upload">
              {photo ? photo.name : t('backdrop.choosePhoto')}
            </Button>
          </Upload>
          {photoError && (
            <div className="cutout-batch__error" role="alert">
              {photoError}
            </div>
          )}
        </div>
      )}
      <label className="cutout-backdrop__shadow">
        <Switch checked={shadow} onChange={setShadow} size="small" data-testid="backdrop-shadow" />
        {t('shadow')}
      </label>
      <Button
        type="primary"
        disabled={!chosen}
        loading={isApplying}
        onClick={() => chosen && onApply(chosen, shadow)}
        data-testid="backdrop-apply"
      >
        {t('apply')}
      </Button>
    </section>
  );
}
