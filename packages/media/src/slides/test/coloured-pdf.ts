export type TPageFill = readonly [red: number, green: number, blue: number];

/** A valid 960x540 PDF, each page filled with its colour (RGB, 0-1) or left blank, with its cross-reference table. */
export function pdfOfPages(pages: readonly (TPageFill | null)[]): Buffer {
  const pageRef = (i: number) => 3 + i * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages.length} /Kids [${pages.map((_fill, i) => `${pageRef(i)} 0 R`).join(' ')}] >>`,
    ...pages.flatMap((fill, i) => {
      const content = fill ? `${fill.join(' ')} rg 0 0 960 540 re f` : '';
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 540] /Contents ${pageRef(i) + 1} 0 R >>`,
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}
