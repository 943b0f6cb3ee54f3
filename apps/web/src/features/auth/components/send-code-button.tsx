import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';

/** The server refuses a new code within a minute of the last one. */
const RESEND_COOLDOWN_SECONDS = 60;

interface TSendCodeButtonProps {
  /** Sends the code; resolves true when one went out. */
  onSend: () => Promise<boolean>;
  /** A code has just been sent by the previous step. */
  startsCoolingDown?: boolean;
  testId: string;
}

export function SendCodeButton({ onSend, startsCoolingDown = false, testId }: TSendCodeButtonProps) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown(RESEND_COOLDOWN_SECONDS, startsCoolingDown);
  const [isSending, setIsSending] = useState(false);

  async function send() {
    setIsSending(true);
    try {
      if (await onSend()) countdown.start();
    } finally {
      setIsSending(false);
    }
  }

  const isCoolingDown = countdown.remaining > 0;
  return (
    <Button size="large" onClick={() => void send()} loading={isSending} disabled={isCoolingDown} data-testid={testId}>
      {isCoolingDown ? t('sendCode.countdown', { seconds: countdown.remaining }) : t('sendCode.idle')}
    </Button>
  );
}
