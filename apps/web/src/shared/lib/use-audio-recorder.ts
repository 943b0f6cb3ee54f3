import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingToWavFile } from './wav-file';

export type TRecorderPhase = 'idle' | 'recording' | 'encoding';
/** Why recording could not start or finish: no recorder in this browser, microphone refused, or unreadable. */
export type TRecorderProblem = 'unsupported' | 'denied' | 'failed';

interface TUseAudioRecorderOptions {
  maxSeconds: number;
  onRecorded: (file: File) => void;
}

const TICK_MS = 200;

function recordingName(): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `recording-${stamp}.wav`;
}

function isRecordingSupported(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * Microphone recording with MediaRecorder that stops by itself at `maxSeconds` and hands over a WAV file.
 * Leaving the page mid-recording releases the microphone and drops the take.
 */
export function useAudioRecorder({ maxSeconds, onRecorded }: TUseAudioRecorderOptions) {
  const [phase, setPhase] = useState<TRecorderPhase>('idle');
  const [elapsedSec, setElapsedSec] = useState(0);
  const [problem, setProblem] = useState<TRecorderProblem>();
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval>>(undefined);
  const isMountedRef = useRef(true);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  }, [onRecorded]);

  const stop = useCallback(() => {
    clearInterval(timerRef.current);
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (recorderRef.current) return;
    setProblem(undefined);
    if (!isRecordingSupported()) {
      setProblem('unsupported');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setProblem('denied');
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorderRef.current = null;
      if (!isMountedRef.current) return;
      setPhase('encoding');
      recordingToWavFile(new Blob(chunks, { type: recorder.mimeType }), recordingName())
        .then((file) => {
          if (isMountedRef.current) onRecordedRef.current(file);
        })
        .catch(() => {
          if (isMountedRef.current) setProblem('failed');
        })
        .finally(() => {
          if (isMountedRef.current) setPhase('idle');
        });
    };
    recorderRef.current = recorder;
    const startedAt = performance.now();
    recorder.start(1000);
    setElapsedSec(0);
    setPhase('recording');
    timerRef.current = setInterval(() => {
      const elapsed = Math.min(maxSeconds, (performance.now() - startedAt) / 1000);
      setElapsedSec(elapsed);
      if (elapsed >= maxSeconds) stop();
    }, TICK_MS);
  }, [maxSeconds, stop]);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      stop();
    };
  }, [stop]);

  return { phase, elapsedSec, problem, start, stop };
}
