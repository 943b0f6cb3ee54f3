import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_SHARE, MEMBER_RECHARGE_DISCOUNT, PLAN_BENEFITS, Price, REWARD_KCOINS } from '@orator/contracts';
import { answerCatalogueSummary } from '../../../test/catalogue';
import { currentUrl, renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { markdownBlocks } from '../components/markdown';

/** SPEC 2 "Other screens implied by labels" that need no account: their headings in en, zh and pt. */
const PAGES = [
  ['help', 'info-help', ['How can we help?', '有什么可以帮你？', 'Como podemos ajudar?']],
  ['faq', 'info-faq', ['Frequently asked questions', '常见问题', 'Perguntas frequentes']],
  ['blog', 'info-blog', ['Notes from the Orator studio', '来自 Orator 工作室的笔记', 'Notas do estúdio Orator']],
  ['about', 'info-about', ['About Orator', '关于 Orator', 'Sobre o Orator']],
  ['contact', 'info-contact', ['Contact', '联系我们', 'Contato']],
  ['safety-and-ethics', 'info-safety', ['Safety and ethics', '安全与伦理', 'Segurança e ética']],
  [
    'affiliate',
    'info-affiliate',
    ['Invite friends, earn K-coins', '邀请好友，赚取 K 币', 'Convide amigos, ganhe K-coins'],
  ],
] as const;

const PREFIXES = [
  ['', 0],
  ['/zh', 1],
  ['/pt', 2],
] as const;

describe('the information pages of the site', () => {
  describe.each(PREFIXES)('under the prefix "%s"', (prefix, index) => {
    it.each(PAGES)('%s reads in the language of its address', async (path, testId, titles) => {
      answerCatalogueSummary();
      renderApp(`/ai${prefix}/${path}`);
      const page = await screen.findByTestId(testId);
      expect(within(page).getByTestId('info-title').textContent).toBe(titles[index]);
      expect(page.textContent).not.toMatch(/\{\{|\b(help|faq|about|contact|safety|affiliate|blog)\.\w/);
    });
  });

  it('leads from each help topic to a public page in the same language, then to the FAQ and the contact', async () => {
    renderApp('/ai/pt/help');
    await screen.findByTestId('info-help');
    const links = [...screen.getByTestId('help-topics').querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/ai/register',
      '/ai/pt/digital-avatar',
      '/ai/pt/home-voice-clone',
      '/ai/pt/voice-clone-model-essay',
      '/ai/pt/video-shooting-specifications',
      '/ai/pt/price',
      '/ai/pt/api-docs',
      '/ai/pt/privacy-policy',
    ]);
    expect(screen.getByTestId('help-topic-start').textContent).toContain(
      `os primeiros ${PLAN_BENEFITS.free.freeTrialUses} usos`,
    );
  });

  it('answers the FAQ with the prices and limits the server applies', async () => {
    renderApp('/ai/faq');
    await screen.findByTestId('info-faq');
    expect(screen.getByTestId('faq-kcoins').textContent).toContain(
      `${Price.videoKcoinPerSecond} K-coin per second; text to speech ${Price.dubbingKcoinPerMinute} K-coins`,
    );
    expect(screen.getByTestId('faq-members').textContent).toContain(
      `at least ${Math.round(MEMBER_RECHARGE_DISCOUNT * 100)}% cheaper`,
    );
    expect(screen.getByTestId('faq-scripts').textContent).toContain(
      `${new Intl.NumberFormat('en').format(PLAN_BENEFITS.free.scriptCharacterLimit)} characters on the free plan, up to ` +
        `${new Intl.NumberFormat('en').format(PLAN_BENEFITS.enterprise.scriptCharacterLimit)} on Enterprise`,
    );
  });

  it("counts the catalogue in the FAQ from the installation's own numbers, and names none without them", async () => {
    answerCatalogueSummary({ voices: 1234, voiceLanguages: 56, avatars: 7, cloneLanguages: 8 });
    const { unmount } = renderApp('/ai/faq');
    await waitFor(() =>
      expect(screen.getByTestId('faq-catalogue').textContent).toContain(
        'This installation has 1,234 voices in 56 languages and 7 presenters; a cloned voice can speak 8 languages.',
      ),
    );
    unmount();
    answerCatalogueSummary({ voices: 3, voiceLanguages: 2, avatars: 1, cloneLanguages: 1 });
    renderApp('/ai/zh/faq');
    await waitFor(() =>
      expect(screen.getByTestId('faq-catalogue').textContent).toContain('2 种语言的 3 种声音和 1 位主播'),
    );
  });

  it('shows the numbers of this installation on the about page', async () => {
    answerCatalogueSummary({ avatars: 12, voices: 34 });
    renderApp('/ai/about');
    await waitFor(() =>
      expect(screen.getByTestId('landing-figure-avatars').textContent).toBe('12presenters to choose from'),
    );
    expect(screen.getByTestId('landing-figure-voices').textContent).toBe('34voices');
  });

  it("gives the operator's address when the installation publishes one", async () => {
    answerCatalogueSummary({ contactEmail: 'support@studio.example' });
    renderApp('/ai/contact');
    const email = await screen.findByTestId('contact-email');
    expect(email.querySelector('a')?.getAttribute('href')).toBe('mailto:support@studio.example');
    expect(screen.queryByTestId('contact-none')).toBeNull();
  });

  it('says plainly that no address is published when there is none, and invents none', async () => {
    answerCatalogueSummary({ contactEmail: null });
    renderApp('/ai/pt/contact');
    expect((await screen.findByTestId('contact-none')).textContent).toContain('não publicou um endereço de contato');
    expect(screen.queryByTestId('contact-email')).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('names the rewards the rewards page pays, and opens it after signing in', async () => {
    const { user, router } = renderApp('/ai/affiliate');
    await screen.findByTestId('info-affiliate');
    expect(screen.getByTestId('affiliate-invite').textContent).toContain(`${REWARD_KCOINS.invite} K-coins`);
    expect(screen.getByTestId('affiliate-share').textContent).toContain(`${Math.round(AFFILIATE_SHARE * 100)}%`);
    await user.click(screen.getByTestId('affiliate-start'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/login?redirect=%2Frewards'));
  });

  it('opens the rewards page straight away for a signed-in visitor', async () => {
    signIn();
    renderApp('/ai/affiliate');
    await screen.findByTestId('info-affiliate');
    expect(screen.getByTestId('affiliate-start').closest('a')?.getAttribute('href')).toBe('/ai/rewards');
  });

  it('lists the safety rules the product enforces', async () => {
    renderApp('/ai/zh/safety-and-ethics');
    const rules = await screen.findByTestId('safety-rules');
    expect(rules.querySelectorAll('li')).toHaveLength(6);
    expect(screen.getByTestId('safety-watermark').textContent).toContain('Made with Orator');
  });
});

describe('the blog', () => {
  it('lists its posts with their titles, and opens each in the reader language', async () => {
    const { user } = renderApp('/ai/zh/blog');
    const posts = await screen.findByTestId('blog-posts');
    expect([...posts.querySelectorAll('h2')].map((title) => title.textContent)).toEqual([
      '制作你的第一个数字人视频',
      'Orator 如何离线运行',
    ]);
    await user.click(within(screen.getByTestId('blog-post-first-avatar-video')).getByRole('link'));
    const post = await screen.findByTestId('blog-post');
    await waitFor(() => expect(post.querySelector('h1')?.textContent).toBe('制作你的第一个数字人视频'));
    expect(post.textContent).toContain(
      `免费版的脚本最多 ${new Intl.NumberFormat('zh').format(PLAN_BENEFITS.free.scriptCharacterLimit)} 个字符`,
    );
    expect(post.textContent).not.toContain('{{');
    expect(within(post).getByRole('link', { name: '帮助中心' }).getAttribute('href')).toBe('/ai/zh/help');
  });

  it('shows each post in every language', async () => {
    for (const [url, title] of [
      ['/ai/blog/how-orator-runs-offline', 'How Orator runs offline'],
      ['/ai/pt/blog/how-orator-runs-offline', 'Como o Orator roda offline'],
      ['/ai/pt/blog/first-avatar-video', 'Fazendo o seu primeiro vídeo com avatar'],
    ] as const) {
      const { unmount } = renderApp(url);
      const post = await screen.findByTestId('blog-post');
      await waitFor(() => expect(post.querySelector('h1')?.textContent).toBe(title));
      expect(post.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3);
      unmount();
    }
  });

  it('reads the Markdown subset its posts are written in', () => {
    expect(markdownBlocks('# Title\n\nOne line\nand the next.\n\n- a\n- b\n\n1. first\n2. second\n\n## Part')).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'One line and the next.' },
      { kind: 'list', isOrdered: false, items: ['a', 'b'] },
      { kind: 'list', isOrdered: true, items: ['first', 'second'] },
      { kind: 'heading', level: 2, text: 'Part' },
    ]);
  });
});
