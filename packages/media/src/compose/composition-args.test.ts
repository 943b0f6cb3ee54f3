import { describe, expect, it } from 'vitest';
import { compositionArgs, type CompositionPlan } from './composition-args';
import type { Background } from './types';

const overlayOn = (background: Background): CompositionPlan['avatar'] => ({
  mode: 'overlay',
  position: { x: '397', y: '72' },
  background,
});

const base: CompositionPlan = {
  canvas: { width: 1280, height: 720 },
  fps: 25,
  durationSec: 12.3456,
  concatPath: '/work/poses.ffconcat',
  avatar: overlayOn({ type: 'color', color: '#3a6ea5' }),
  audioPath: '/in/speech.wav',
  fontsDir: '/fonts',
  thumbnailFrame: 100,
  videoOut: '/out/video.mp4.part',
  thumbnailOut: '/out/thumbnail.jpg.part',
};

describe('compositionArgs', () => {
  it('overlays the pose sequence on a colour, burns in subtitles, mixes music and encodes', () => {
    expect(
      compositionArgs({ ...base, assPath: '/work/subtitles.ass', music: { path: '/in/music.mp3', volume: 0.15 } }),
    ).toEqual([
      ...['-f', 'lavfi', '-i', 'color=c=0x3a6ea5:s=1280x720:r=25'],
      ...[
        '-f',
        'concat',
        '-i',
        '/work/poses.ffconcat',
        '-i',
        '/in/speech.wav',
        '-stream_loop',
        '-1',
        '-i',
        '/in/music.mp3',
      ],
      '-filter_complex',
      [
        '[0:v]format=yuv420p[bg]',
        '[1:v]fps=25[avatar]',
        "[bg][avatar]overlay=x='397':y='72':eval=frame:format=yuv420:eof_action=repeat[base]",
        '[base]ass=filename=/work/subtitles.ass:fontsdir=/fonts,split=2[video][poster]',
        '[poster]trim=start_frame=100:end_frame=101[thumb]',
        '[2:a]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo[speech]',
        '[3:a]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo,volume=0.15,afade=t=in:d=0.5,' +
          'afade=t=out:st=10.346:d=2.000[music]',
        '[speech][music]amix=inputs=2:duration=first:dropout_transition=0,volume=2[audio]',
      ].join(';'),
      ...['-map', '[video]', '-map', '[audio]', '-t', '12.346'],
      ...['-c:v', 'libx264', '-preset', 'superfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-f', 'mp4', '/out/video.mp4.part'],
      ...['-map', '[thumb]', '-frames:v', '1', '-q:v', '3', '-f', 'image2', '/out/thumbnail.jpg.part'],
    ]);
  });

  it('scales an image background once and repeats the frame; loops a video background', () => {
    const image = compositionArgs({
      ...base,
      avatar: overlayOn({ type: 'image', path: '/in/bg.jpg' }),
    });
    expect(image.slice(0, 2)).toEqual(['-i', '/in/bg.jpg']);
    expect(image.join(' ')).toContain(
      '[0:v]scale=1280:720:force_original_aspect_ratio=increase,crop=1280:720,setsar=1,format=yuv420p,loop=loop=-1:size=1:start=0,setpts=N/(25*TB)[bg]',
    );
    const video = compositionArgs({
      ...base,
      avatar: overlayOn({ type: 'video', path: '/in/bg.mp4' }),
    });
    expect(video.slice(0, 4)).toEqual(['-stream_loop', '-1', '-i', '/in/bg.mp4']);
    expect(video.join(' ')).toContain(',fps=25,format=yuv420p[bg]');
  });

  it('crops a fill rig with its drift and needs no background or overlay', () => {
    const args = compositionArgs({
      ...base,
      avatar: { mode: 'fill', frame: { width: 1344, height: 756 }, drift: { x: '32*t', y: '18' } },
    });
    expect(args.slice(0, 6)).toEqual(['-f', 'concat', '-i', '/work/poses.ffconcat', '-i', '/in/speech.wav']);
    const graph = args[args.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain("[0:v]fps=25,crop=1280:720:x='32*t':y='18'[base]");
    expect(graph).toContain('[base]split=2[video][poster]');
    expect(graph).toContain('[1:a]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo[audio]');
    expect(graph).not.toContain('overlay');
  });
});
