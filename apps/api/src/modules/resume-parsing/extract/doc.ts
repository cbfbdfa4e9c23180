import WordExtractor from 'word-extractor';

/** Word 97–2003 text through word-extractor (reads the OLE container in memory). */
export async function extractDocText(bytes: Uint8Array): Promise<string> {
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return [document.getHeaders({ includeFooters: false }), document.getBody()].join('\n');
}
