import { directoryTypes } from './schema/index';
import type { Db } from '../platform/db';

type Entry = [valueEn: string, valueZh: string, valuePt: string];

/** The choices of the profile survey (SPEC section 3), served by /user/v1/type/list. */
const DIRECTORY: Record<string, Entry[]> = {
  profession: [
    ['Marketer', '市场营销', 'Profissional de marketing'],
    ['Content creator', '内容创作者', 'Criador de conteúdo'],
    ['E-commerce seller', '电商卖家', 'Vendedor de e-commerce'],
    ['Educator', '教育工作者', 'Educador'],
    ['Developer', '开发者', 'Desenvolvedor'],
    ['Other', '其他', 'Outro'],
  ],
  industry: [
    ['E-commerce', '电子商务', 'E-commerce'],
    ['Education', '教育', 'Educação'],
    ['Media and entertainment', '传媒娱乐', 'Mídia e entretenimento'],
    ['Finance', '金融', 'Finanças'],
    ['Technology', '科技', 'Tecnologia'],
    ['Healthcare', '医疗健康', 'Saúde'],
    ['Other', '其他', 'Outro'],
  ],
  companySize: [
    ['Just me', '个人', 'Só eu'],
    ['2-10', '2-10 人', '2-10'],
    ['11-50', '11-50 人', '11-50'],
    ['51-200', '51-200 人', '51-200'],
    ['201-1000', '201-1000 人', '201-1000'],
    ['More than 1000', '1000 人以上', 'Mais de 1000'],
  ],
  videoType: [
    ['Marketing and ads', '营销广告', 'Marketing e anúncios'],
    ['Product demos', '产品演示', 'Demonstrações de produto'],
    ['Training and courses', '培训课程', 'Treinamentos e cursos'],
    ['Social media', '社交媒体', 'Redes sociais'],
    ['News and explainers', '新闻讲解', 'Notícias e explicações'],
    ['Other', '其他', 'Outro'],
  ],
};

export async function seed(db: Db) {
  const rows = Object.entries(DIRECTORY).flatMap(([code, entries]) =>
    entries.map(([valueEn, value, valuePt], sort) => ({ code, value, valueEn, valuePt, sort })),
  );
  await db.insert(directoryTypes).values(rows).onConflictDoNothing();
}
