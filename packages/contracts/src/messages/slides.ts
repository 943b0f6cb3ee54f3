import type { TCatalogue } from './catalogue';

/** Slide import messages (SPEC 5 "PPT import: up to 50 MB and 100 pages"). */
export const slideMessages = {
  slideFileTooLarge: {
    en: 'Slides can be imported up to {{max}}',
    zh: '可导入的幻灯片文件最大为 {{max}}',
    pt: 'É possível importar slides de até {{max}}',
  },
  slideTooManyPages: {
    en: 'Slides can be imported up to {{max}} pages; this file has {{pages}}',
    zh: '最多可导入 {{max}} 页幻灯片，该文件有 {{pages}} 页',
    pt: 'É possível importar até {{max}} páginas de slides; este arquivo tem {{pages}}',
  },
  slideFormatUnsupported: {
    en: 'Only PPTX, PPT, ODP or PDF files can be imported',
    zh: '仅支持导入 PPTX、PPT、ODP 或 PDF 文件',
    pt: 'Somente arquivos PPTX, PPT, ODP ou PDF podem ser importados',
  },
  slidePasswordProtected: {
    en: 'This file is protected by a password. Remove the password, save it and upload it again',
    zh: '该文件设有密码保护。请取消密码并保存后重新上传',
    pt: 'Este arquivo está protegido por senha. Remova a senha, salve-o e envie-o novamente',
  },
  slideFileCorrupt: {
    en: 'This file cannot be opened and may be damaged. Export it again from your presentation program and upload the new file',
    zh: '无法打开该文件，文件可能已损坏。请在演示软件中重新导出后上传新文件',
    pt: 'Não foi possível abrir este arquivo; ele pode estar danificado. Exporte-o novamente no seu programa de apresentações e envie o novo arquivo',
  },
  slideFileEmpty: {
    en: 'This file has no pages',
    zh: '该文件没有任何页面',
    pt: 'Este arquivo não tem páginas',
  },
  slideConverterMissing: {
    en: 'This installation cannot read PowerPoint or OpenDocument files. Save the slides as PDF and upload that',
    zh: '当前安装无法读取 PowerPoint 或 OpenDocument 文件。请将幻灯片另存为 PDF 后上传',
    pt: 'Esta instalação não consegue ler arquivos PowerPoint ou OpenDocument. Salve os slides em PDF e envie-o',
  },
  slideImportFailed: {
    en: 'The slides could not be imported, please try again',
    zh: '幻灯片导入失败，请重试',
    pt: 'Não foi possível importar os slides, tente novamente',
  },
  slideImportNotFound: {
    en: 'This import no longer exists',
    zh: '该导入记录已不存在',
    pt: 'Esta importação não existe mais',
  },
  slideImportNotReady: {
    en: 'The slides are still being imported',
    zh: '幻灯片仍在导入中',
    pt: 'Os slides ainda estão sendo importados',
  },
  slidesRequired: {
    en: 'Import slides and keep at least one of them in the video',
    zh: '请导入幻灯片，并至少保留一页用于视频',
    pt: 'Importe os slides e mantenha pelo menos um deles no vídeo',
  },
  slidePageMissing: {
    en: 'Slide {{page}} is not in this import. Import the slides again',
    zh: '该导入中没有第 {{page}} 页幻灯片，请重新导入',
    pt: 'O slide {{page}} não está nesta importação. Importe os slides novamente',
  },
} satisfies TCatalogue;
