/** Skills: the items of the skills section, split at commas, bullets and labels. */
export function parseSkills(lines: string[]): string[] {
  const skills = new Map<string, string>();
  for (const line of lines) {
    const items = line
      .replace(/^[^:]{1,30}:\s*/, '')
      .split(/[,;|•·▪\t]|\s[–—-]\s/)
      .map((item) => item.replace(/^[\s*•-]+|[\s.]+$/g, '').trim());
    for (const item of items) {
      if (item.length < 1 || item.length > 40 || item.split(/\s+/).length > 5) continue;
      const key = item.toLowerCase();
      if (!skills.has(key)) skills.set(key, item);
    }
  }
  return [...skills.values()];
}
