import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout';

describe('renderMail', () => {
  const mail = renderMail('pt', {
    subject: 'Sua clonagem de voz "<b>Estúdio</b>" está pronta',
    name: 'Ana & <img src=x onerror=alert(1)>',
    paragraphs: ['Sua voz clonada "<b>Estúdio</b>" está pronta.'],
  });

  it('escapes every value in the HTML part, subject and paragraphs included', () => {
    expect(mail.html).toContain(
      '<title>Sua clonagem de voz &quot;&lt;b&gt;Estúdio&lt;/b&gt;&quot; está pronta</title>',
    );
    expect(mail.html).toContain('Olá, Ana &amp; &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('Sua voz clonada &quot;&lt;b&gt;Estúdio&lt;/b&gt;&quot; está pronta.');
    expect(mail.html).not.toMatch(/<img|<b>/);
  });

  it('says the same in the text part, as written', () => {
    expect(mail.text).toBe(
      [
        'Olá, Ana & <img src=x onerror=alert(1)>,',
        'Sua voz clonada "<b>Estúdio</b>" está pronta.',
        '-- \nOrator · Estúdio de vídeo e voz com IA\nEsta mensagem foi enviada automaticamente pelo Orator; as respostas não são lidas.',
      ].join('\n\n') + '\n',
    );
  });

  it('shows no code block when the mail carries no code', () => {
    expect(mail.html).not.toContain('user-select:all');
    expect(mail.language).toBe('pt');
  });
});
