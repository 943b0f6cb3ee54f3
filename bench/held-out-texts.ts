/**
 * English paragraphs that no voice tuning ever used: bench/voices.ts and the intelligibility test read
 * them with each voice, so a voice is judged on prose it was not fitted to. Ordinary product, marketing
 * and teaching writing, without digits or abbreviations (each engine would spell those its own way).
 * Keep them unseen: tune voices on other text.
 */
export const HELD_OUT_PARAGRAPHS: readonly { topic: string; text: string }[] = [
  {
    topic: 'product',
    text:
      'Our new calendar keeps the whole team on the same page. When a meeting moves, everyone who was invited ' +
      'gets a short note on their phone, and the room is booked again without anyone lifting a finger. You can ' +
      'share a free slot with a customer by sending a single link, and they choose the time that suits them ' +
      'best. Busy weeks are easier to plan because the calendar shows how much time is left for focused work ' +
      'between meetings. If you travel, it changes the hours to the local time zone as soon as you land. The ' +
      'app works on any computer or phone, and your data stays private. Try it free for a month, and if it does ' +
      'not save you time, simply cancel with one click.',
  },
  {
    topic: 'marketing',
    text:
      'Fresh bread should not be a luxury. That is why our family bakery opens its doors before sunrise every ' +
      'morning, so that the first loaves are still warm when you walk in on your way to work. We use flour from ' +
      'farms in the valley, clean water, a little salt and plenty of patience. Nothing else goes into the dough. ' +
      'This weekend we are celebrating the opening of our second shop near the market square. Come and taste ' +
      'our new olive bread, bring your children to shape their own rolls, and enjoy a cup of coffee on the ' +
      'house. Everyone who visits will receive a card that gives them a free pastry with every tenth purchase.',
  },
  {
    topic: 'teaching',
    text:
      'Plants make their own food through a process called photosynthesis. Their leaves take in light from the ' +
      'sun, water from the soil and carbon dioxide from the air. Inside each leaf, a green substance called ' +
      'chlorophyll captures the energy of the light and uses it to turn water and carbon dioxide into sugar. ' +
      'The plant then releases oxygen, which is the gas that we breathe. This is why forests are sometimes ' +
      'described as the lungs of the planet. You can see the process for yourself with a simple experiment. ' +
      'Place a small water plant in a glass jar near a sunny window and watch closely. After a while, tiny ' +
      'bubbles of oxygen will appear on the leaves and slowly rise to the surface.',
  },
];

/**
 * A paragraph each in Chinese and Portuguese, as unseen as the English ones: the recogniser is English
 * only, so these voices are measured by speaking rate and pitch range, and their samples are listened to.
 */
export const HELD_OUT_OTHER_LANGUAGES: Readonly<Record<string, string>> = {
  'zh-CN':
    '我们的新日历让整个团队保持同步。会议时间改变时，每位受邀的人都会在手机上收到提醒，会议室也会自动重新预订。' +
    '您可以把空闲时间发给客户，让他们选择最合适的时间。出差的时候，日历会在您落地后自动换成当地时间。',
  'pt-BR':
    'A nossa padaria abre as portas antes do nascer do sol, para que os primeiros pães ainda estejam quentes ' +
    'quando você passar a caminho do trabalho. Usamos farinha das fazendas do vale, água limpa, um pouco de sal ' +
    'e muita paciência. Neste fim de semana, celebramos a abertura da nossa segunda loja, perto da praça do mercado.',
};
