/** The reference page's examples: program text, shown as is in every language (docs/open-api.md has the same). */
export function apiExamples(base: string) {
  return {
    curl: `TOKEN=ork_...   # API settings
curl -s -X POST "${base}/digitalhuman/avatar/v2/list" \\
  -H "apiToken: $TOKEN" -H 'Content-Type: application/json' \\
  -d '{"supportTypeId":101,"pageIndex":1,"pageSize":5}'`,
    typescript: `const base = '${base}';
const headers = { apiToken: process.env.ORATOR_TOKEN!, 'Content-Type': 'application/json' };
async function call<T>(path: string, body?: object): Promise<T> {
  const res = await fetch(base + path, { method: body ? 'POST' : 'GET', headers, body: JSON.stringify(body) });
  const { code, message, data } = (await res.json()) as { code: string; message: string; data: T };
  if (code !== '200') throw new Error(\`\${code}: \${message}\`);
  return data;
}
const speech = await call<{ fileId: number }>('/digitalhuman/voice/v2/audition', {
  voiceId: 'espeak:en-US:f2',
  content: 'Welcome to our product tour. It takes a minute.',
});
const { taskId } = await call<{ taskId: number }>('/digitalhuman/video/v2/add', {
  taskName: 'Tour',
  digitalHuman: { digitalHumanId: 11 },
  digitalHumanVoice: { voicePackageFileId: speech.fileId },
});
let video = await call<{ taskStatusTypeId: number; targetFileUrl: string | null }>(
  '/digitalhuman/video/v1/detail',
  { taskId },
);
while (video.taskStatusTypeId === 190 || video.taskStatusTypeId === 191) {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  video = await call('/digitalhuman/video/v1/detail', { taskId });
}
const mp4 = await fetch(video.targetFileUrl!);`,
    python: `import json, os, urllib.request

BASE = "${base}"
HEADERS = {"apiToken": os.environ["ORATOR_TOKEN"], "Content-Type": "application/json"}

def call(path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(BASE + path, data=data, headers=HEADERS, method="POST" if data else "GET")
    reply = json.load(urllib.request.urlopen(request))
    if reply["code"] != "200":
        raise RuntimeError(f'{reply["code"]}: {reply["message"]}')
    return reply["data"]

voices = call("/digitalhuman/voice/v2/list", {"language": "English", "gender": "Female"})
print(voices[0]["voices"][0]["id"])`,
  };
}
