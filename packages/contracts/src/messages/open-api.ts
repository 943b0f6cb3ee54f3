import type { TCatalogue } from './catalogue';

/** Messages of the open API (#19 item 1). */
export const openApiMessages = {
  openApiTokenInvalid: {
    en: 'Send a valid API token in the apiToken header (create one under Account overview, API settings)',
    zh: '请在 apiToken 请求头中传入有效的 API 令牌（在账户总览的 API 设置中创建）',
    pt: 'Envie um token de API válido no cabeçalho apiToken (crie um em Visão geral da conta, Configurações de API)',
  },
  openApiMaskUnsupported: {
    en: 'This installation draws presenters without a mask: send maskType "noMask"',
    zh: '此安装版本不支持数字人遮罩：请传 maskType "noMask"',
    pt: 'Esta instalação desenha apresentadores sem máscara: envie maskType "noMask"',
  },
  openApiNarrationRequired: {
    en: 'Give the narration: voicePackageFileId (from an audition or an uploaded MP3) or a voiceId with copyContent',
    zh: '请提供配音：voicePackageFileId（来自试听或上传的 MP3），或 voiceId 加 copyContent',
    pt: 'Informe a narração: voicePackageFileId (de uma audição ou de um MP3 enviado) ou um voiceId com copyContent',
  },
  openApiBackgroundUrlUnsupported: {
    en: 'This installation does not fetch backgrounds from addresses: upload the file and send its backgroundId with uploadWay 1',
    zh: '此安装版本不从网址获取背景：请先上传文件，再以 uploadWay 1 传入其 backgroundId',
    pt: 'Esta instalação não busca fundos por endereço: envie o arquivo e use o backgroundId dele com uploadWay 1',
  },
  openApiBackgroundUnknown: {
    en: 'Unknown background: pick one from background/v2/backgroundList',
    zh: '未知的背景：请从 background/v2/backgroundList 中选择',
    pt: 'Fundo desconhecido: escolha um em background/v2/backgroundList',
  },
  openApiColourInvalid: {
    en: 'Write the background colour as "rgb,R,G,B", "rgb(R,G,B)" or "#RRGGBB"',
    zh: '背景颜色请写成 "rgb,R,G,B"、"rgb(R,G,B)" 或 "#RRGGBB"',
    pt: 'Escreva a cor de fundo como "rgb,R,G,B", "rgb(R,G,B)" ou "#RRGGBB"',
  },
  openApiAddressNotOwn: {
    en: 'This installation fetches no files from other addresses: give an address it handed you (audioUrl, srcFileUrl) or the file id',
    zh: '此安装版本不从其他网址获取文件：请提供它返回给你的地址（audioUrl、srcFileUrl）或文件 id',
    pt: 'Esta instalação não busca arquivos em outros endereços: informe um endereço que ela forneceu (audioUrl, srcFileUrl) ou o id do arquivo',
  },
  openApiFileRequired: {
    en: 'Give the file: its address from this installation or its id',
    zh: '请提供文件：此安装版本返回的地址或文件 id',
    pt: 'Informe o arquivo: o endereço dado por esta instalação ou o id dele',
  },
  openApiUploadRequired: {
    en: 'Send the file as a multipart part named file, or give an address this installation handed you or the file id',
    zh: '请以名为 file 的 multipart 部分上传文件，或提供此安装版本返回给你的地址或文件 id',
    pt: 'Envie o arquivo como parte multipart chamada file, ou informe um endereço que esta instalação forneceu ou o id do arquivo',
  },
} satisfies TCatalogue;
