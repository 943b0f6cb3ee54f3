import { describe, expect, it } from 'vitest';
import { videoColour } from './colour';
import { compositionArgs, soundtrackMeasureArgs, type CompositionPlan } from './composition-args';
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
  colour: videoColour({ width: 1280, height: 720 }),
  loudness: { integratedLufs: -23.1, truePeakDbtp: -6.8, rangeLu: 0.9, thresholdLufs: -33.4, offsetLu: 0.2 },
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
        '[0:v]format=rgb24,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[bg]',
        '[1:v]fps=25[avatar]',
        "[bg][avatar]overlay=x='397':y='72':eval=frame:format=yuv420:eof_action=repeat[base]",
        '[base]ass=filename=/work/subtitles.ass:fontsdir=/fonts,split=2[video][poster]',
        '[poster]trim=start_frame=100:end_frame=101,scale=in_color_matrix=bt709:in_range=tv,format=rgb24,' +
          'scale=out_color_matrix=bt601:out_range=pc,format=yuvj420p[thumb]',
        '[2:a]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo,asplit=2[speech][voice]',
        '[3:a]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo,volume=0.15,afade=t=in:d=0.5,' +
          'afade=t=out:st=10.346:d=2.000[bed]',
        '[bed][voice]sidechaincompress=threshold=0.02:ratio=4:attack=20:release=400[music]',
        '[speech][music]amix=inputs=2:duration=first:dropout_transition=0,volume=2[mix]',
        '[mix]loudnorm=I=-16:TP=-1.5:LRA=11:measured_I=-23.1:measured_TP=-6.8:measured_LRA=0.9' +
          ':measured_thresh=-33.4:offset=0.2:linear=true,aresample=44100,aformat=channel_layouts=stereo[audio]',
      ].join(';'),
      ...['-map', '[video]', '-map', '[audio]', '-t', '12.346'],
      ...['-c:v', 'libx264', '-preset', 'superfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-g', '50'],
      ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'],
      ...['-c:a', 'aac', '-b:a', '192k', '-ar', '44100', '-movflags', '+faststart', '-f', 'mp4', '/out/video.mp4.part'],
      ...['-map', '[thumb]', '-frames:v', '1', '-q:v', '3', '-f', 'image2', '/out/thumbnail.jpg.part'],
    ]);
  });

  it('measures the soundtrack alone in the first loudness pass', () => {
    const { loudness: _measured, ...plan } = { ...base, music: { path: '/in/music.mp3', volume: 0.15 } };
    const args = soundtrackMeasureArgs(plan);
    expect(args.slice(0, 7)).toEqual([
      '-hide_banner',
      '-i',
      '/in/speech.wav',
      '-stream_loop',
      '-1',
      '-i',
      '/in/music.mp3',
    ]);
    expect(args[args.indexOf('-filter_complex') + 1]).toMatch(
      /\[0:a\].*\[1:a\].*\[mix\]loudnorm=I=-16:TP=-1\.5:LRA=11:print_format=json\[measured\]$/,
    );
    expect(args.slice(-7)).toEqual(['-map', '[measured]', '-t', '12.346', '-f', 'null', '-']);
  });

  it('tags and converts SD pictures as BT.601, as players decode them', () => {
    const args = compositionArgs({
      ...base,
      canvas: { width: 640, height: 360 },
      colour: videoColour({ width: 640, height: 360 }),
    });
    expect(args.join(' ')).toContain('-colorspace smpte170m -color_primaries smpte170m -color_trc smpte170m');
    expect(args.join(' ')).toContain('scale=out_color_matrix=bt601:out_range=tv');
  });

  it('scales an image background once and repeats the frame; loops a video background', () => {
    const image = compositionArgs({
      ...base,
      avatar: overlayOn({ type: 'image', path: '/in/bg.jpg' }),
    });
    expect(image.slice(0, 2)).toEqual(['-i', '/in/bg.jpg']);
    expect(image.join(' ')).toContain(
      '[0:v]scale=1280:720:force_original_aspect_ratio=increase,crop=1280:720,setsar=1,format=rgb24,' +
        'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,loop=loop=-1:size=1:start=0,setpts=N/(25*TB)[bg]',
    );
    const video = compositionArgs({
      ...base,
      avatar: overlayOn({ type: 'video', path: '/in/bg.mp4' }),
    });
    expect(video.slice(0, 4)).toEqual(['-stream_loop', '-1', '-i', '/in/bg.mp4']);
    expect(video.join(' ')).toContain(
      ',fps=25,format=rgb24,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[bg]',
    );
  });

  it('passes a canvas-sized fill rig through as it is drawn, with no background, overlay or moving crop', () => {
    const args = compositionArgs({ ...base, avatar: { mode: 'fill', frame: { width: 1280, height: 720 } } });
    expect(args.slice(0, 6)).toEqual(['-f', 'concat', '-i', '/work/poses.ffconcat', '-i', '/in/speech.wav']);
    const graph = args[args.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain('[0:v]fps=25[base]');
    expect(graph).not.toContain('crop=');
    expect(graph).toContain('[base]split=2[video][poster]');
    expect(graph).toContain('[1:a]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo[mix]');
    expect(graph).not.toContain('overlay');
  });

  it('scales a still fill rig drawn at its own pixels up to the canvas, after laying its head box over it', () => {
    const args = compositionArgs({
      ...base,
      avatar: { mode: 'fill', frame: { width: 576, height: 324 } },
      patch: { path: '/work/patch.fifo', box: { x: 160, y: 0, width: 260, height: 324 } },
    });
    const graph = args[args.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain(
      '[loop][patch]overlay=x=160:y=0:format=yuv420:eof_action=repeat[presenter];[presenter]null,scale=1280:720:flags=lanczos,setsar=1[base]',
    );
    expect(graph).not.toContain('crop=');
  });

  it('lays a box drawn per frame (a clone mouth) over the presenter, from its own input', () => {
    const args = compositionArgs({
      ...base,
      avatar: { mode: 'fill', frame: { width: 1280, height: 720 } },
      patch: { path: '/work/patch.fifo', box: { x: 556, y: 434, width: 552, height: 322 } },
    });
    expect(args.slice(0, 18)).toEqual([
      ...['-f', 'concat', '-i', '/work/poses.ffconcat', '-thread_queue_size', '64'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', '552x322', '-framerate', '25', '-i', '/work/patch.fifo'],
      ...['-i', '/in/speech.wav'],
    ]);
    const graph = args[args.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain('[1:v]format=rgb24,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[patch]');
    expect(graph).toContain('[0:v]fps=25[loop]');
    expect(graph).toContain(
      '[loop][patch]overlay=x=556:y=434:format=yuv420:eof_action=repeat[presenter];[presenter]null[base]',
    );
    expect(graph).toContain('[2:a]aresample=44100');
  });
  it('lays a stage presenter over the slides only within its windows, both ends shown', () => {
    const args = compositionArgs({
      ...base,
      avatar: {
        mode: 'overlay',
        position: { x: '397', y: '72' },
        background: { type: 'video', path: '/in/slides.mp4' },
        shown: [
          { startSec: 0, endSec: 2.5 },
          { startSec: 7.25, endSec: 12.3456 },
        ],
      },
    });
    const graph = args[args.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain(
      "[bg][avatar]overlay=x='397':y='72':eval=frame:format=yuv420:eof_action=repeat" +
        ":enable='between(t,0.000,2.500)+between(t,7.250,12.346)'[base]",
    );
  });

  it('scales a fill presenter into its stage box on the slides, after its head box, and hides it without windows', () => {
    const args = compositionArgs({
      ...base,
      avatar: {
        mode: 'inset',
        frame: { width: 150, height: 188 },
        box: { x: 1070, y: 462, width: 192, height: 240 },
        background: { type: 'video', path: '/in/slides.mp4' },
        shown: [],
      },
      patch: { path: '/work/patch.fifo', box: { x: 40, y: 20, width: 70, height: 90 } },
    });
    expect(args.slice(0, 7)).toEqual(['-stream_loop', '-1', '-i', '/in/slides.mp4', '-f', 'concat', '-i']);
    const graph = args[args.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain(',fps=25,format=rgb24,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[bg]');
    expect(graph).toContain('[2:v]format=rgb24,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[patch]');
    expect(graph).toContain(
      '[loop][patch]overlay=x=40:y=20:format=yuv420:eof_action=repeat[presenter];' +
        '[0:v]scale=1280:720:force_original_aspect_ratio=increase',
    );
    expect(graph).toContain(
      '[presenter]null,scale=192:240:flags=lanczos,setsar=1[avatar];' +
        "[bg][avatar]overlay=x=1070:y=462:format=yuv420:eof_action=repeat:enable='0'[base]",
    );
    expect(graph).toContain('[3:a]aresample=44100');
  });

  it('lays a fill presenter drawn at its box size over the slides unscaled', () => {
    const args = compositionArgs({
      ...base,
      avatar: {
        mode: 'inset',
        frame: { width: 406, height: 720 },
        box: { x: 874, y: 0, width: 406, height: 720 },
        background: { type: 'color', color: '#ffffff' },
        shown: [{ startSec: 1, endSec: 4 }],
      },
    });
    const graph = args[args.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain(
      "[1:v]fps=25[avatar];[bg][avatar]overlay=x=874:y=0:format=yuv420:eof_action=repeat:enable='between(t,1.000,4.000)'[base]",
    );
    expect(graph).not.toContain('lanczos');
  });
});
