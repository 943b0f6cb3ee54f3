import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AiPhotoApi,
  FileSource,
  ResultCode,
  TaskStatus,
  type TAiPhotoDefaults,
  type TAiPhotoGenerateRequest,
  type TAiPhotoTask,
} from '@orator/contracts';
import { EDIT_TINT, promptColour, startImagesServer, type ImagesTestServer } from '@orator/media/testing';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser, uploadFile, type ActiveUser } from '../../../test/users';
import { generateAiPhotos } from './generate-photos.job';

let t: TestApp;
let server: ImagesTestServer;

beforeAll(async () => {
  server = await startImagesServer({ requireKey: 'images-key' });
  t = await createTestApp({ imageEngine: { baseUrl: server.url, apiKey: 'images-key', model: 'sd-test' } });
}, 60_000);

afterAll(async () => {
  await t.close();
  await server.close();
});

async function made(user: ActiveUser, payload: TAiPhotoGenerateRequest): Promise<TAiPhotoTask> {
  const submitted = await t.call<TAiPhotoTask>({
    method: 'POST',
    url: api(AiPhotoApi.generateAiPhotoV3),
    token: user.token,
    payload,
  });
  expect(submitted.code, submitted.message).toBe(ResultCode.Success);
  await generateAiPhotos({ taskId: submitted.data.id }, t.ctx);
  const done = await t.call<TAiPhotoTask>({
    method: 'GET',
    url: api(`${AiPhotoApi.queryAiPhotoStatus}?id=${submitted.data.id}`),
    token: user.token,
  });
  return done.data;
}

/** The mean colour of a stored image, downloaded as the user would. */
async function meanColour(user: ActiveUser, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { aigcToken: user.token } });
  const { channels } = await sharp(res.rawPayload).stats();
  return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
}

describe('AI photos with an image generation server (IMAGE_ENGINE_URL)', () => {
  it('says it generates, and draws four pictures from a prompt alone', async () => {
    const user = await activeUser(t);
    const defaults = await t.call<TAiPhotoDefaults>({
      method: 'GET',
      url: api(AiPhotoApi.queryAiPhotoDefault),
      token: user.token,
    });
    expect(defaults.data).toMatchObject({ engine: 'generated', referenceRequired: false });

    const task = await made(user, { prompt: 'a lighthouse at dusk', size: '768x1024' });
    expect(task).toMatchObject({ taskStatusTypeId: TaskStatus.Finished, engine: 'generated' });
    expect(task.images.map(({ width, height }) => [width, height])).toEqual(Array(4).fill([768, 1024]));
    expect(server.received.at(-1)).toMatchObject({
      endpoint: 'generations',
      prompt: 'a lighthouse at dusk',
      n: 4,
      size: '768x1024',
      model: 'sd-test',
      authorization: 'Bearer images-key',
    });
    // The server's picture for this prompt starts from the prompt's colour in its top-left corner.
    const res = await t.app.inject({ method: 'GET', url: task.images[0]!.fileUrl, headers: { aigcToken: user.token } });
    const corner = await sharp(res.rawPayload).extract({ left: 0, top: 0, width: 4, height: 4 }).stats();
    const expected = promptColour('a lighthouse at dusk', 0);
    expect(Math.abs(corner.channels[0]!.mean - expected.r)).toBeLessThan(12);
  });

  it('sends the reference pictures as an edit and keeps what comes back', async () => {
    const user = await activeUser(t);
    const grey = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const reference = await uploadFile(
      t,
      user.token,
      { fileName: 'grey.jpg', body: grey },
      FileSource.AiPhotoReference,
    );
    const task = await made(user, { prompt: 'make it red', referenceFileIds: [reference.id] });
    expect(task.taskStatusTypeId).toBe(TaskStatus.Finished);
    expect(server.received.at(-1)).toMatchObject({ endpoint: 'edits', prompt: 'make it red', n: 4 });
    const colour = await meanColour(user, task.images[0]!.fileUrl);
    expect(colour.r - colour.g).toBeGreaterThan(EDIT_TINT.r - EDIT_TINT.g - 120);
  });
});
