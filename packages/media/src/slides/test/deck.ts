/** The fixture deck's content, which the tests compare the imported text and notes with. */
export interface DeckSlide {
  title: string;
  body?: string[];
  table?: string[][];
  image?: boolean;
  notes?: string;
  hidden?: boolean;
}

export const DECK: DeckSlide[] = [
  {
    title: 'Quarterly review',
    body: ['Sales, support and the road ahead'],
    notes: 'Welcome everyone. Today we look back at the quarter and plan the next one.',
  },
  {
    title: 'Our new studio',
    body: ['Opened in March', 'Two recording rooms'],
    image: true,
    notes: 'This is the studio we opened in March.\nIt has two recording rooms.',
  },
  {
    title: 'Results by region',
    table: [
      ['Region', 'Revenue', 'Growth'],
      ['North', '1.2 M', '8 %'],
      ['South', '0.9 M', '12 %'],
    ],
    notes: 'The south grew fastest this quarter.',
  },
  { title: '你好，世界', body: ['幻灯片转视频', '每页一段讲稿'], notes: '这是中文备注：每张幻灯片都有自己的讲稿。' },
  { title: 'Backup figures', body: ['Only shown when asked'], notes: 'Skip this unless someone asks.', hidden: true },
  { title: 'Questions?', body: ['Thank you for listening'] },
];
