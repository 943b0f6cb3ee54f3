import { CrownFilled, EditOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Empty, Spin, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSavedVoice } from '@orator/contracts';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useDeleteSavedVoice, useSavedVoices, useUpdateSavedVoice } from '../api/saved-voices';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { dubbingLink } from '../dubbing-link';
import { SampleButton } from './sample-player';
import { VoiceMannerDialog } from './voice-manner-dialog';

/** "My saved voices": each with the user's name and manner, to play, edit, delete or dub with. */
export function SavedVoiceList() {
  const { t } = useTranslation('voices');
  const saved = useSavedVoices();
  const update = useUpdateSavedVoice();
  const remove = useDeleteSavedVoice();
  const [editing, setEditing] = useState<TSavedVoice>();
  const initialManner = useMemo(
    () => ({
      name: editing?.name ?? '',
      speakRate: editing?.speakRate ?? 1,
      speakPitch: editing?.speakPitch ?? 1,
      volume: editing?.volume ?? 1,
    }),
    [editing],
  );

  if (saved.data?.length === 0) {
    return <Empty description={t('saved.empty')} data-testid="saved-voices-empty" />;
  }
  return (
    <Spin spinning={saved.isPending}>
      <ul className="saved-voice-list" data-testid="saved-voices">
        {saved.data?.map((item) => {
          const testId = `saved-voice-${item.id}`;
          const manner = t('saved.manner', {
            rate: item.speakRate,
            pitch: item.speakPitch,
            volume: Math.round(item.volume * 100),
          });
          return (
            <li key={item.id} className="saved-voice" data-testid={testId}>
              {item.voice ? (
                <SampleButton url={item.voice.defaultVoiceUrl} name={item.name} testId={`${testId}-sample`} />
              ) : (
                <span className="saved-voice__sample-gap" />
              )}
              <div className="saved-voice__text">
                <span className="saved-voice__name" data-testid={`${testId}-name`}>
                  {item.name}
                  {item.voice?.memberOnly && (
                    <Tag color="gold" icon={<CrownFilled />} className="saved-voice__member">
                      {t('card.memberOnly')}
                    </Tag>
                  )}
                </span>
                <span className="saved-voice__voice">
                  {item.voice ? `${item.voice.voiceName} · ${item.voice.languageName}` : t('saved.gone')}
                </span>
                <span className="saved-voice__manner" data-testid={`${testId}-manner`}>
                  {manner}
                </span>
              </div>
              <div className="saved-voice__actions">
                {item.voice && (
                  <>
                    <Tooltip title={t('saved.edit')}>
                      <Button
                        type="text"
                        icon={<EditOutlined />}
                        aria-label={t('saved.edit')}
                        onClick={() => setEditing(item)}
                        data-testid={`${testId}-edit`}
                      />
                    </Tooltip>
                    <Tooltip title={t('card.useForDubbing')}>
                      <Link
                        to={dubbingLink(item.voiceId, item)}
                        className="saved-voice__dub"
                        aria-label={t('card.useForDubbing')}
                        data-testid={`${testId}-dub`}
                      >
                        <SoundOutlined />
                      </Link>
                    </Tooltip>
                  </>
                )}
                <ConfirmDeleteButton
                  title={t('saved.confirmDelete', { name: item.name })}
                  isPending={remove.isPending && remove.variables === item.id}
                  onConfirm={() =>
                    remove.mutate(item.id, {
                      onSuccess: () => showSuccessToast(t('saved.deleted', { name: item.name })),
                    })
                  }
                  testId={`${testId}-delete`}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <VoiceMannerDialog
        mode="edit"
        voiceName={editing?.voice?.voiceName ?? ''}
        initial={initialManner}
        isOpen={editing !== undefined}
        isPending={update.isPending}
        onClose={() => setEditing(undefined)}
        onSubmit={(manner) =>
          update.mutate(
            { id: editing!.id, ...manner },
            {
              onSuccess: () => {
                setEditing(undefined);
                showSuccessToast(t('saved.updated', { name: manner.name }));
              },
            },
          )
        }
      />
    </Spin>
  );
}
