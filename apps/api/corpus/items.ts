import { readFileSync } from 'node:fs';
import { getDocumentProxy } from 'unpdf';
const pdf = await getDocumentProxy(new Uint8Array(readFileSync(process.argv[2]!)));
const page = await pdf.getPage(1);
const content = await page.getTextContent();
for (const item of content.items) {
  if (!('str' in item)) continue;
  if (process.argv[3] && !JSON.stringify(item.str).match(new RegExp(process.argv[3]))) continue;
  console.log(JSON.stringify(item.str), item.transform.map((n: number) => Math.round(n*10)/10).join(','), Math.round(item.width*10)/10);
}
