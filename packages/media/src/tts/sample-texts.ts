import { TTS_LANGUAGES } from './catalogue';

/**
 * What a voice says to introduce itself (the voice list's sample). Written without gendered verb
 * forms so every voice of a language can say it. Japanese is in kana: espeak-ng reads no kanji.
 */
const SAMPLES: Record<string, string> = {
  'en-US': 'Hello! This is how I sound. I can read your script in a clear and natural voice.',
  'en-GB': 'Hello! This is how I sound. I can read your script in a clear and natural voice.',
  'zh-CN': '你好！这就是我的声音。我可以用清晰自然的声音朗读你的文案。',
  'zh-HK': '你好！呢個就係我嘅聲音。我可以用清晰自然嘅聲音讀出你嘅稿。',
  'pt-BR': 'Olá! Esta é a minha voz. Posso ler o seu roteiro com uma voz clara e natural.',
  'pt-PT': 'Olá! Esta é a minha voz. Posso ler o seu texto com uma voz clara e natural.',
  'es-ES': '¡Hola! Así suena mi voz. Puedo leer tu guion con una voz clara y natural.',
  'es-419': '¡Hola! Así suena mi voz. Puedo leer tu guion con una voz clara y natural.',
  'fr-FR': "Bonjour ! Voici ma voix. Je peux lire votre texte d'une voix claire et naturelle.",
  'de-DE': 'Hallo! So klingt meine Stimme. Ich kann Ihren Text klar und natürlich vorlesen.',
  'it-IT': 'Ciao! Questa è la mia voce. Posso leggere il tuo testo con una voce chiara e naturale.',
  'ja-JP': 'こんにちは。これが わたしの こえです。あなたの げんこうを はっきり よみあげます。',
  'ko-KR': '안녕하세요! 이것이 제 목소리입니다. 여러분의 대본을 또렷하고 자연스럽게 읽어 드립니다.',
  'ru-RU': 'Здравствуйте! Так звучит мой голос. Я могу прочитать ваш текст ясно и естественно.',
  ar: 'مرحبا! هذا هو صوتي. يمكنني قراءة نصك بصوت واضح وطبيعي.',
  'hi-IN': 'नमस्ते! यह मेरी आवाज़ है। आपकी स्क्रिप्ट साफ़ और स्वाभाविक आवाज़ में पढ़ी जाएगी।',
  'id-ID': 'Halo! Beginilah suara saya. Saya bisa membacakan naskah Anda dengan suara yang jelas dan alami.',
  'vi-VN': 'Xin chào! Đây là giọng nói của tôi. Tôi có thể đọc kịch bản của bạn thật rõ ràng và tự nhiên.',
  'th-TH': 'สวัสดี! นี่คือตัวอย่างเสียง ข้อความของคุณจะถูกอ่านอย่างชัดเจนและเป็นธรรมชาติ',
  'tr-TR': 'Merhaba! Sesim böyle. Metninizi açık ve doğal bir sesle okuyabilirim.',
  'nl-NL': 'Hallo! Zo klinkt mijn stem. Ik kan uw tekst helder en natuurlijk voorlezen.',
  'pl-PL': 'Cześć! Tak brzmi mój głos. Mogę przeczytać twój tekst wyraźnie i naturalnie.',
  // espeak's Cherokee reads romanised Cherokee only: neither the syllabary nor digits.
  chr: 'Osiyo. Tsalagi gawonihisdi.',
};

/** Other languages name themselves and count to five: espeak reads numbers in every language it has. */
export function voiceSampleText(languageCode: string): string {
  const sample = SAMPLES[languageCode];
  if (sample) return sample;
  const language = TTS_LANGUAGES.find((candidate) => candidate.code === languageCode);
  if (!language) throw new RangeError(`no language '${languageCode}' in the catalogue`);
  return `${language.nativeName}. 1, 2, 3, 4, 5.`;
}
